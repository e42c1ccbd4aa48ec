/** The lookup lists the filters and pickers use. */
export { lookupsRoutes as lookupsModule } from './lookups.routes.js';
export { countryCodes } from './lookups.service.js';
