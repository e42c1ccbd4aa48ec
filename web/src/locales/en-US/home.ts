import type zh from '../zh-CN/home';

/** Home page banner and slogans. */
export default {
  'home.greeting': 'Welcome back, {{name}}',
  'home.title': 'One platform to run and operate your advertising',
  'home.subtitle':
    'From materials and audiences to delivery and data, AdConsole helps operations teams manage every campaign with ease.',
  'home.slogan.targeting.title': 'Abundant targeting',
  'home.slogan.targeting.text':
    'Countries, industries, behaviour events and custom audiences reach exactly the right users.',
  'home.slogan.siteBuilding.title': 'Easy site-building',
  'home.slogan.siteBuilding.text': 'Set up promotion apps and landing pages in minutes and start delivering.',
  'home.slogan.adOs.title': 'All-in-one ad operating system',
  'home.slogan.adOs.text': 'Materials, audiences, promotion and access in one place, with every step in view.',
  'home.slogan.monitoring.title': 'Data monitoring',
  'home.slogan.monitoring.text': 'See delivery data as it happens, catch problems early and improve results.',
  'home.shortcuts': 'Your workspace',
  'home.shortcutsEmpty': 'Your role has no pages yet. Ask the administrator to assign menus.',
} satisfies Record<keyof typeof zh, string>;
