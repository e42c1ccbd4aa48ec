import consoleMessages from './console';
import core from './core';

/** All flat message keys of this language: the core set and the console's pages. */
export default { ...core, ...consoleMessages };
