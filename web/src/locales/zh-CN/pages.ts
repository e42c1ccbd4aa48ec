/** Texts of the shell's own pages: the not-found and no-permission pages. */
export default {
  'notFound.title': '404',
  'notFound.description': '站长说：这个页面进不去了…',
  'noPermission.title': '您没有访问此页面的权限',
  'noPermission.description': '当前角色的菜单中没有这个页面。如需使用，请联系管理员为您的角色添加。',
};
