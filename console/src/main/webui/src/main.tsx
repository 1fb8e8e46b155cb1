import { render } from 'preact';
import { login } from './auth';
import { lang, setLang, t } from './i18n';
import { App } from './view/App';

const root = document.getElementById('app')!;
setLang(lang());
root.textContent = t('login');
login()
  .then(session => { root.textContent = ''; render(<App session={session} />, root); })
  .catch(e => { root.textContent = `${t('login')} ${String(e)}`; });
