export { routes as default } from '../routes';
