/** The home page's cockpit: what needs the signed-in user's attention, composed from the other areas' services. */
export { homeRoutes as homeModule } from './home.routes.js';
