/** The source catalogue: en-US and es-ES must have exactly these keys (checked by the type below and a test). */
export const zhCN = {
  app: { name: '售后服务管理系统', short: '售后' },
  common: {
    ok: '确定', cancel: '取消', confirm: '确认', save: '保存', delete: '删除', edit: '编辑', add: '新增', view: '查看',
    search: '查询', reset: '重置', refresh: '刷新', export: '导出', import: '导入', actions: '操作', yes: '是', no: '否',
    loading: '加载中…', empty: '暂无数据', success: '操作成功', pickOrder: '输入工单号搜索', tip: '提示', close: '关闭', upload: '上传', clear: '清空',
    confirmDelete: '确定删除所选记录吗？', total: '共 {{total}} 条', enabled: '启用', disabled: '停用', status: '状态',
    createTime: '创建时间', pickDateTime: '请选择日期时间', remark: '备注', sort: '排序', name: '名称', code: '编码', back: '返回',
  },
  time: { justNow: '刚刚', minutesAgo: '{{n}}分钟前', hoursAgo: '{{n}}小时前', oneDayAgo: '1天前', today: '今天', yesterday: '昨天', last7Days: '最近7天', lastWeek: '上周', lastMonth: '上个月', last3Months: '最近三个月' },
  login: {
    title: '售后服务管理系统', subtitle: '家电与电子产品售后服务平台', tabPassword: '账号密码', tabMobile: '手机号登录',
    username: '请输入用户名', password: '请输入密码', tenant: '请选择租户', captcha: '请输入验证码', submit: '登 录',
    mobile: '请输入手机号码', smsCode: '请输入短信验证码', sendCode: '获取验证码', resend: '{{s}}秒后重发', codeSent: '验证码已发送',
    social: '第三方登录', usernameRequired: '请输入用户名', passwordRequired: '请输入密码', captchaRequired: '请输入验证码',
    codeRequired: '请输入短信验证码', refreshCaptcha: '看不清，换一张', redirecting: '正在登录…', copyright: '© {{year}} 售后服务管理系统',
  },
  session: { expiredTitle: '提示', expired: '登录状态已过期，请重新登录', loginAgain: '重新登录' },
  error: {
    timeout: '请求超时，请稍后重试', network: '网络错误，请检查网络连接', failed: '操作失败，请稍后重试',
    page404: '抱歉，您访问的页面不存在', page401: '抱歉，您需要先登录', page403: '抱歉，您无权访问此页面', page500: '抱歉，服务器出错了',
    backHome: '返回首页', toLogin: '去登录',
  },
  shell: {
    home: '首页', info: '个人信息', settings: '界面设置', logout: '退出系统', logoutConfirm: '是否退出系统, 是否继续?',
    lock: '锁屏', lockTitle: '设置锁屏密码', lockPlaceholder: '请输入锁屏密码', lockRequired: '锁屏密码不能为空',
    unlock: '解锁', unlockPlaceholder: '请输入锁屏密码，回车解锁', unlockWrong: '锁屏密码错误', fullscreen: '全屏', exitFullscreen: '退出全屏',
    switchOrg: '切换组织', noMenu: '没有发现菜单', closeOthers: '关闭其他', closeAll: '关闭全部', more: '更多', language: '语言',
    theme: '主题', themeColor: '主题色', collapse: '折叠菜单', expand: '展开菜单', errorLog: '错误日志',
    reminders: '待处理提醒：{{count}}', reminderPanel: { empty: '没有到期的提醒', all: '在工单预警中查看全部（{{count}}）' }, dynamicPage: '动态页面', noSuchTable: '没有名为 {{name}} 的数据表', tenantSwitched: '已切换到 {{name}}', currentOrg: '当前',
  },
  settings: {
    switches: '界面开关', tags: '标签栏', log: '错误日志', theme: '主题', color: '主题色', fullscreen: '全屏', lock: '锁屏', collapse: '折叠菜单', topMenu: '顶部菜单',
    themes: { default: '默认', 'theme-white': '白色', 'theme-star': '星空', 'theme-iview': 'iView', 'theme-d2': 'D2', 'theme-hey': 'Hey' },
  },
  errorLog: {
    upload: '上传服务器', clear: '清空本地日志', uploadConfirm: '确定上传本地日志到服务器?', uploaded: '发送成功!', clearConfirm: '确定清空本地日志记录?',
    cleared: '清空成功!', type: '类型', url: '地址', message: '内容', stack: '错误堆栈', time: '时间',
  },
  callCentre: { title: '呼叫中心', expand: '展开呼叫中心', collapse: '收起呼叫中心', agent: '坐席 {{agent}}', ready: '空闲', caller: '来电号码', ring: '模拟来电', invalid: '请输入正确的电话号码', log: '来电记录' },
  upload: { hint: '点击或将文件拖到此处上传', limits: '单个文件不超过{{mb}}M，最多{{count}}个文件。', formats: '格式：{{formats}}', selectionLimit: '一次最多选择{{n}}个文件', summary: '已上传 {{uploaded}} 个，成功 {{succeeded}} 个，失败 {{failed}} 个', failed: '上传失败' },
  realtime: { notice: '通知', exportTitle: '导出任务', exportDone: '{{name}} 已生成，可在导出任务列表下载', exportFailed: '{{name}} 导出失败' },
  crud: {
    exportQueued: '导出任务已创建，完成后可在导出任务列表下载',
    selectFirst: '请先选择记录',
    ref: { none: '无', parentFirst: '请先选择{{field}}' },
    empty: { noMatch: '没有符合查询条件的记录', add: '还没有记录，点击“新增”添加第一条' },
    columns: { button: '列设置', title: '列设置', hint: '勾选要显示的列，调整顺序和宽度（像素，留空为自适应）。保存后下次打开仍然有效。', reset: '恢复默认', auto: '自适应', width: '{{title}}的宽度', up: '{{title}}上移', down: '{{title}}下移', resize: '拖动或按左右方向键调整{{title}}的宽度' },
    import: {
      step1: '第一步：下载模板，按模板填写数据。', template: '下载模板', templateFile: '导入模板', step2: '第二步：点击或将填好的 .xlsx 文件拖到此处',
      allOrNothing: '全部成功才导入（有任何一行错误则不导入任何数据）', summary: '共 {{total}} 行，导入成功 {{succeeded}} 行，失败 {{failed}} 行',
      nothingWritten: '存在错误行，已按要求未导入任何数据。', resultFile: '下载结果文件', line: '行号', reason: '失败原因',
    },
  },
  menu: {
    'top.platform': '平台', basic: '基础数据',
    system: '系统管理', 'system.user': '用户管理', 'system.role': '角色管理', 'system.menu': '菜单管理', 'system.dept': '部门管理',
    'system.post': '岗位管理', 'system.tenant': '租户管理', 'system.dict': '字典管理', 'system.param': '参数管理', 'system.log': '日志管理',
    'system.file': '文件管理', 'system.token': '令牌管理', 'system.client': '终端管理', 'system.social': '社交账号', 'system.sms': '短信发件箱', 'system.doc': '接口文档',
  },
  welcome: {
    greeting: '您好，{{name}}', company: '当前组织：{{name}}', roles: '角色', permissions: '权限数', lastLogin: '今天是 {{date}}',
    tips: '从左侧菜单打开功能；每个功能在上方以标签页打开，右键标签可关闭其他或全部。',
  },
} as const;

/** The shape of a translation of T: the same keys, any strings. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type Messages = Catalogue<typeof zhCN>;
