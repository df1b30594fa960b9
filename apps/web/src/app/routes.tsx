import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '../components/route-error-page';
import { AccountPage } from '../features/settings/account-page';
import { AudioInputPage } from '../features/studio/audio-input-page';
import { AutopilotSettingsPage } from '../features/settings/autopilot-settings-page';
import { AutopilotStepPage } from '../features/onboarding/autopilot-step-page';
import { BrandSettingsPage } from '../features/settings/brand-settings-page';
import { CalendarPage } from '../features/calendar/calendar-page';
import { ChooseSourcePage } from '../features/studio/choose-source-page';
import { CloneStylePage } from '../features/library/clone-style-page';
import { ContactPage } from '../features/support/contact-page';
import { ContentPreferencesPage } from '../features/settings/content-preferences-page';
import { CreatePromptPage } from '../features/studio/create-prompt-page';
import { CreditsPage } from '../features/billing/credits-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { GenerationOptionsPage } from '../features/studio/generation-options-page';
import { HelpCenterPage } from '../features/support/help-center-page';
import { KeywordsPage } from '../features/settings/keywords-page';
import { LandingPage } from '../features/landing/landing-page';
import { LibraryPage } from '../features/library/library-page';
import { LoginPage } from '../features/auth/login-page';
import { NicheSettingsPage } from '../features/settings/niche-settings-page';
import { NicheStepPage } from '../features/onboarding/niche-step-page';
import { PaymentCompletionPage } from '../features/billing/payment-completion-page';
import { PlanPage } from '../features/billing/plan-page';
import { PopupClosePage } from '../features/connections/popup-close-page';
import { PrivacyPolicyPage } from '../features/support/privacy-policy-page';
import { ProfilePage } from '../features/settings/profile-page';
import { RecordPage } from '../features/studio/record-page';
import { ReelsPage } from '../features/studio/reels-page';
import { RequireAuth } from '../features/auth/require-auth';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { ResultPage } from '../features/studio/result-page';
import { SchedulePage } from '../features/studio/schedule-page';
import { SelectPlatformsPage } from '../features/studio/select-platforms-page';
import { SelectTypePage } from '../features/studio/select-type-page';
import { SignupPage } from '../features/auth/signup-page';
import { StyleStepPage } from '../features/onboarding/style-step-page';
import { SubscriptionPage } from '../features/billing/subscription-page';
import { SupportLayout } from '../features/support/support-layout';
import { TextInputPage } from '../features/studio/text-input-page';
import { UploadPage } from '../features/studio/upload-page';
import { VerifyCodePage } from '../features/auth/verify-code-page';
import { ViewAllPage } from '../features/library/view-all-page';
import { VoiceSettingsPage } from '../features/settings/voice-settings-page';
import { VoiceStepPage } from '../features/onboarding/voice-step-page';
import { WherePostPage } from '../features/studio/where-post-page';
import { AppLayout } from '../layouts/app/app-layout';
import { AuthLayout } from '../layouts/auth-layout';
import { OnboardingLayout } from '../layouts/onboarding-layout';
import { PublicLayout } from '../layouts/public-layout';

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
        element: <PublicLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/home', element: <LandingPage /> },
          { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/forgotPassword', element: <ForgotPasswordPage /> },
          { path: '/verifyCode', element: <VerifyCodePage /> },
          { path: '/resetPassword', element: <ResetPasswordPage /> },
          // Any unknown path shows the login screen.
          { path: '*', element: <LoginPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/experience',
            element: <OnboardingLayout />,
            children: [
              { index: true, element: <Navigate to="/experience/niche" replace /> },
              { path: 'niche', element: <NicheStepPage /> },
              { path: 'voice', element: <VoiceStepPage /> },
              { path: 'style', element: <StyleStepPage /> },
              { path: 'autopilot', element: <AutopilotStepPage /> },
            ],
          },
        ],
      },
      { path: '/popup/close', element: <PopupClosePage /> },
      {
        // Support pages: inside the app for a signed-in user, the public pages for a visitor.
        element: <SupportLayout />,
        children: [
          { path: '/helpcenter', element: <HelpCenterPage /> },
          { path: '/contact', element: <ContactPage /> },
        ],
      },
      {
        element: <RequireAuth requireOnboarded />,
        children: [
          {
            element: <AppLayout />,
            children: [
              // Profile and settings
              { path: '/profile', element: <ProfilePage /> },
              { path: '/account', element: <AccountPage /> },
              { path: '/settings', element: <BrandSettingsPage /> },
              { path: '/keywords', element: <KeywordsPage /> },
              { path: '/voicesettings', element: <VoiceSettingsPage /> },
              { path: '/nichesettings', element: <NicheSettingsPage /> },
              { path: '/content', element: <ContentPreferencesPage /> },
              { path: '/autopilotsettings', element: <AutopilotSettingsPage /> },
              // Library
              { path: '/library', element: <LibraryPage /> },
              { path: '/view-all', element: <ViewAllPage /> },
              { path: '/clone', element: <CloneStylePage /> },
              // Plans, credits and payments
              { path: '/credits', element: <CreditsPage /> },
              { path: '/plan', element: <PlanPage /> },
              { path: '/subscription', element: <SubscriptionPage /> },
              { path: '/completion', element: <PaymentCompletionPage /> },
              // Content creation
              { path: '/create-prompt', element: <CreatePromptPage /> },
              { path: '/where-post', element: <WherePostPage /> },
              { path: '/select', element: <SelectPlatformsPage /> },
              { path: '/select-type', element: <SelectTypePage /> },
              { path: '/choose-source', element: <ChooseSourcePage /> },
              { path: '/upload', element: <UploadPage /> },
              { path: '/generation-opt', element: <GenerationOptionsPage /> },
              { path: '/audio', element: <AudioInputPage /> },
              { path: '/record', element: <RecordPage /> },
              { path: '/text', element: <TextInputPage /> },
              { path: '/reels', element: <ReelsPage /> },
              { path: '/result', element: <ResultPage /> },
              { path: '/schedule', element: <SchedulePage /> },
              // Scheduling
              { path: '/calendar', element: <CalendarPage /> },
            ],
          },
        ],
      },
    ],
  },
];
