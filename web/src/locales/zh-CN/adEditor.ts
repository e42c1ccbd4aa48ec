/** The ad editor: fields, the ad text rules as the user types, creatives, the JS-tag builder and VAST entries. */
export default {
  'adEditor.title.create': '新建广告',
};
