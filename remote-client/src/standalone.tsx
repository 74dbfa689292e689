import { startApp } from '@booking/shared/web';
import { ClientApp } from './app/client-app';
import { STANDALONE_BASE } from './app/routes';

// Opened on its own (QA, or `npm run dev`): same launch handling as the shell.
const basename = window.location.pathname.startsWith(STANDALONE_BASE) ? STANDALONE_BASE : '/';
startApp(document.getElementById('root')!, () => <ClientApp basename={basename} />);
