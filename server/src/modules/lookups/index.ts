/** The lookup lists the filters and pickers use. */

export { saveDemoAdPlatform, saveDemoDsp, saveDemoMediaApp, saveDemoPlatformAccounts } from './lookups.demo.js';
export { lookupsRoutes as lookupsModule } from './lookups.routes.js';
export { countryCodes, syncCountries } from './lookups.service.js';
