// Module Federation needs an async boundary before any shared module is used (RUNTIME-006).
import('./bootstrap');
