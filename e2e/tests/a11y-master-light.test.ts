import { axeTour } from './a11y-tour';

axeTour('light', 'master');
