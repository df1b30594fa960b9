import { createInstance, type ResourceKey } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { prerender } from 'react-dom/static';
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { MOBILE_USER_AGENT_PATTERN } from '../../lib/is-mobile-user-agent';
import { LandingApp } from './landing-app';

/** The language the landing page is rendered ahead in; visitors in another wait for the script. */
export const AHEAD_LANGUAGE = FALLBACK_LANGUAGE;
/** The <template> holding the phones' notice, rendered ahead beside the page. */
export const MOBILE_TEMPLATE_ID = 'landing-mobile';
/** Any user agent of each kind, as MobileGate tells them apart. */
const DESKTOP_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64)';
const MOBILE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14)';

async function renderToHtml(texts: ResourceKey, userAgent: string): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: AHEAD_LANGUAGE,
    resources: { [AHEAD_LANGUAGE]: { translation: texts } },
    interpolation: { escapeValue: false },
  });
  // prerender waits for the lazy parts, so the HTML is the whole page.
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <LandingApp userAgent={userAgent} />
    </I18nextProvider>,
  );
  return new Response(prelude).text();
}

/**
 * Picks, before the first paint, what the browser shows of what was rendered ahead: the page,
 * the phones' notice (MobileGate's test), or nothing for a visitor in another language than the
 * one rendered (start-i18n's choice: the saved language, else the browser's), whose page the
 * script renders. A classic inline script right after #root (plain ES5, as the browser runs it).
 */
function pickScript(): string {
  return `(function (root, template, key, languages, ahead, mobile) {
  function base(tag) { return String(tag).toLowerCase().split('-')[0]; }
  var language = '';
  try {
    var saved = localStorage.getItem(key);
    if (saved) language = languages.indexOf(base(saved)) >= 0 ? base(saved) : languages[0];
  } catch (error) {}
  if (!language) {
    var preferred = Array.prototype.map.call(navigator.languages || [], base);
    language = languages.filter(function (l) { return preferred.indexOf(l) >= 0; })[0] || ahead;
  }
  if (language !== ahead) root.replaceChildren();
  else if (mobile.test(navigator.userAgent)) root.replaceChildren(template.content);
})(document.getElementById('root'), document.getElementById(${JSON.stringify(MOBILE_TEMPLATE_ID)}), ${JSON.stringify(LANGUAGE_STORAGE_KEY)}, ${JSON.stringify(SUPPORTED_LANGUAGES)}, ${JSON.stringify(AHEAD_LANGUAGE)}, ${MOBILE_USER_AGENT_PATTERN.toString()});`;
}

/**
 * landing.html with the landing page rendered into #root (as a desktop browser shows it) and the
 * phones' notice in a template, in AHEAD_LANGUAGE, so the text paints without waiting for the
 * script; the script then hydrates it.
 */
export async function renderLandingAhead(html: string, texts: ResourceKey): Promise<string> {
  const [page, mobile] = await Promise.all([
    renderToHtml(texts, DESKTOP_USER_AGENT),
    renderToHtml(texts, MOBILE_USER_AGENT),
  ]);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`landing.html has no empty ${root}`);
  return html.replace(
    root,
    `<div id="root">${page}</div>\n    <template id="${MOBILE_TEMPLATE_ID}">${mobile}</template>\n    <script>${pickScript()}</script>`,
  );
}
