import { axeTour } from './a11y-tour';

axeTour('dark', 'client');
