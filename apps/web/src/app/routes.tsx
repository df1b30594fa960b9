import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyElement } from './lazy-element';
import { RouteErrorPage } from '../components/route-error-page';
import { GuestOnly } from '../features/auth/guest-only';
import { RequireAuth } from '../features/auth/require-auth';

/**
 * Every route of the product, grouped by layout. No route has path parameters.
 * The onboarding and app groups are for signed-in users: the login guard shows nothing while the
 * session is read and sends visitors to /login; app pages also send a user who has not finished
 * onboarding (firstTimeLogged) to /experience/niche.
 */
export const routes: RouteObject[] = [
  {
    // One error screen for every route instead of the router's developer page.
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: lazyElement(() => import('../layouts/public-layout'), 'PublicLayout'),
        children: [
          {
            path: '/',
            element: lazyElement(() => import('../features/landing/landing-page'), 'LandingPage'),
          },
          {
            path: '/home',
            element: lazyElement(() => import('../features/landing/landing-page'), 'LandingPage'),
          },
          {
            path: '/privacy-policy',
            element: lazyElement(
              () => import('../features/support/privacy-policy-page'),
              'PrivacyPolicyPage',
            ),
          },
        ],
      },
      {
        element: lazyElement(() => import('../layouts/auth-layout'), 'AuthLayout'),
        children: [
          {
            path: '/login',
            element: lazyElement(() => import('../features/auth/login-page'), 'LoginPage'),
          },
          {
            // Sign-up and recovery are for visitors: a signed-in user is sent home.
            element: <GuestOnly />,
            children: [
              {
                path: '/signup',
                element: lazyElement(() => import('../features/auth/signup-page'), 'SignupPage'),
              },
              {
                path: '/forgotPassword',
                element: lazyElement(
                  () => import('../features/auth/forgot-password-page'),
                  'ForgotPasswordPage',
                ),
              },
              {
                path: '/verifyCode',
                element: lazyElement(
                  () => import('../features/auth/verify-code-page'),
                  'VerifyCodePage',
                ),
              },
            ],
          },
          {
            path: '/resetPassword',
            element: lazyElement(
              () => import('../features/auth/reset-password-page'),
              'ResetPasswordPage',
            ),
          },
          // Any unknown path shows the login screen.
          {
            path: '*',
            element: lazyElement(() => import('../features/auth/login-page'), 'LoginPage'),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/experience',
            element: lazyElement(() => import('../layouts/onboarding-layout'), 'OnboardingLayout'),
            children: [
              { index: true, element: <Navigate to="/experience/niche" replace /> },
              {
                path: 'niche',
                element: lazyElement(
                  () => import('../features/onboarding/niche-step-page'),
                  'NicheStepPage',
                ),
              },
              {
                path: 'voice',
                element: lazyElement(
                  () => import('../features/onboarding/voice-step-page'),
                  'VoiceStepPage',
                ),
              },
              {
                path: 'style',
                element: lazyElement(
                  () => import('../features/onboarding/style-step-page'),
                  'StyleStepPage',
                ),
              },
              {
                path: 'autopilot',
                element: lazyElement(
                  () => import('../features/onboarding/autopilot-step-page'),
                  'AutopilotStepPage',
                ),
              },
            ],
          },
        ],
      },
      {
        path: '/popup/close',
        element: lazyElement(
          () => import('../features/connections/popup-close-page'),
          'PopupClosePage',
        ),
      },
      {
        // Support pages: inside the app for a signed-in user, the public pages for a visitor.
        element: lazyElement(() => import('../features/support/support-layout'), 'SupportLayout'),
        children: [
          {
            path: '/helpcenter',
            element: lazyElement(
              () => import('../features/support/help-center-page'),
              'HelpCenterPage',
            ),
          },
          {
            path: '/contact',
            element: lazyElement(() => import('../features/support/contact-page'), 'ContactPage'),
          },
        ],
      },
      {
        element: <RequireAuth requireOnboarded />,
        children: [
          {
            element: lazyElement(() => import('../layouts/app/app-layout'), 'AppLayout'),
            children: [
              // Profile and settings
              {
                path: '/profile',
                element: lazyElement(
                  () => import('../features/settings/profile-page'),
                  'ProfilePage',
                ),
              },
              {
                path: '/account',
                element: lazyElement(
                  () => import('../features/settings/account-page'),
                  'AccountPage',
                ),
              },
              {
                path: '/settings',
                element: lazyElement(
                  () => import('../features/settings/brand-settings-page'),
                  'BrandSettingsPage',
                ),
              },
              {
                path: '/keywords',
                element: lazyElement(
                  () => import('../features/settings/keywords-page'),
                  'KeywordsPage',
                ),
              },
              {
                path: '/voicesettings',
                element: lazyElement(
                  () => import('../features/settings/voice-settings-page'),
                  'VoiceSettingsPage',
                ),
              },
              {
                path: '/nichesettings',
                element: lazyElement(
                  () => import('../features/settings/niche-settings-page'),
                  'NicheSettingsPage',
                ),
              },
              {
                path: '/content',
                element: lazyElement(
                  () => import('../features/settings/content-preferences-page'),
                  'ContentPreferencesPage',
                ),
              },
              {
                path: '/autopilotsettings',
                element: lazyElement(
                  () => import('../features/settings/autopilot-settings-page'),
                  'AutopilotSettingsPage',
                ),
              },
              {
                path: '/developers',
                element: lazyElement(
                  () => import('../features/developers/developers-page'),
                  'DevelopersPage',
                ),
              },
              // Library
              {
                path: '/library',
                element: lazyElement(
                  () => import('../features/library/library-page'),
                  'LibraryPage',
                ),
              },
              {
                path: '/view-all',
                element: lazyElement(
                  () => import('../features/library/view-all-page'),
                  'ViewAllPage',
                ),
              },
              {
                path: '/clone',
                element: lazyElement(
                  () => import('../features/library/clone-style-page'),
                  'CloneStylePage',
                ),
              },
              // Plans, credits and payments
              {
                path: '/credits',
                element: lazyElement(
                  () => import('../features/billing/credits-page'),
                  'CreditsPage',
                ),
              },
              {
                path: '/plan',
                element: lazyElement(() => import('../features/billing/plan-page'), 'PlanPage'),
              },
              {
                path: '/subscription',
                element: lazyElement(
                  () => import('../features/billing/subscription-page'),
                  'SubscriptionPage',
                ),
              },
              {
                path: '/completion',
                element: lazyElement(
                  () => import('../features/billing/payment-completion-page'),
                  'PaymentCompletionPage',
                ),
              },
              // Content creation
              {
                path: '/create-prompt',
                element: lazyElement(
                  () => import('../features/studio/create-prompt-page'),
                  'CreatePromptPage',
                ),
              },
              {
                path: '/where-post',
                element: lazyElement(
                  () => import('../features/studio/where-post-page'),
                  'WherePostPage',
                ),
              },
              {
                path: '/select',
                element: lazyElement(
                  () => import('../features/studio/select-platforms-page'),
                  'SelectPlatformsPage',
                ),
              },
              {
                path: '/select-type',
                element: lazyElement(
                  () => import('../features/studio/select-type-page'),
                  'SelectTypePage',
                ),
              },
              {
                path: '/choose-source',
                element: lazyElement(
                  () => import('../features/studio/choose-source-page'),
                  'ChooseSourcePage',
                ),
              },
              {
                path: '/upload',
                element: lazyElement(() => import('../features/studio/upload-page'), 'UploadPage'),
              },
              {
                path: '/generation-opt',
                element: lazyElement(
                  () => import('../features/studio/generation-options-page'),
                  'GenerationOptionsPage',
                ),
              },
              {
                path: '/audio',
                element: lazyElement(
                  () => import('../features/studio/audio-input-page'),
                  'AudioInputPage',
                ),
              },
              {
                path: '/record',
                element: lazyElement(() => import('../features/studio/record-page'), 'RecordPage'),
              },
              {
                path: '/text',
                element: lazyElement(
                  () => import('../features/studio/text-input-page'),
                  'TextInputPage',
                ),
              },
              {
                path: '/reels',
                element: lazyElement(() => import('../features/reels/reels-page'), 'ReelsPage'),
              },
              {
                path: '/result',
                element: lazyElement(() => import('../features/studio/result-page'), 'ResultPage'),
              },
              {
                path: '/schedule',
                element: lazyElement(
                  () => import('../features/studio/schedule-page'),
                  'SchedulePage',
                ),
              },
              // Scheduling
              {
                path: '/calendar',
                element: lazyElement(
                  () => import('../features/calendar/calendar-page'),
                  'CalendarPage',
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
