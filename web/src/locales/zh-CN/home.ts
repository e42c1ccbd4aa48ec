/** Home page banner and slogans. */
export default {
  'home.greeting': '{{name}}，欢迎回来',
  'home.title': '一站式广告投放与运营平台',
  'home.subtitle': '从素材、受众到投放与数据，AdConsole 帮助运营团队高效管理每一次广告投放。',
  'home.slogan.targeting.title': '丰富定向',
  'home.slogan.targeting.text': '国家、行业、行为事件与自定义人群包，精准触达目标用户。',
  'home.slogan.siteBuilding.title': '便捷建站',
  'home.slogan.siteBuilding.text': '推广应用与落地页快速配置，几分钟即可上线投放。',
  'home.slogan.adOs.title': '一站式广告操作系统',
  'home.slogan.adOs.text': '素材、受众、推广与权限统一管理，流程一目了然。',
  'home.slogan.monitoring.title': '数据监测',
  'home.slogan.monitoring.text': '投放数据实时可见，及时发现问题并优化效果。',
  'home.shortcuts': '我的工作台',
  'home.shortcutsEmpty': '当前角色暂无可访问的功能，请联系管理员分配菜单。',
};
