import { startApp } from '@booking/shared/web';
import { ShellApp } from './app/shell-app';

startApp(document.getElementById('root')!, ShellApp);
