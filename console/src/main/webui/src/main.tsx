import { render } from 'preact';
import { login } from './auth';
import { lang, setLang, t } from './i18n';
import { App } from './view/App';

// the app shell on the device (sw/sw.js): a reload without network still opens the console
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

const root = document.getElementById('app')!;
setLang(lang());
root.textContent = t('login');
login()
  .then(session => { root.textContent = ''; render(<App session={session} />, root); })
  .catch(e => { root.textContent = `${t('login')} ${String(e)}`; });
