/** Ads under an ad group: the list, its filters, columns, row actions and the shared words (types, kinds). */
export default {
  'ads.title': '广告',
};
