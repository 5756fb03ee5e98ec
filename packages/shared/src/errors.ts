/**
 * The error catalogue (spec section 8) and the product's own coded errors, in the three languages.
 * The server answers with these texts in the caller's language; the web client shows the server's message first.
 */
import { fill, type Lang, type Texts } from './i18n.ts';

interface CatalogueEntry {
  status: number;
  text: Texts;
}

const e = (status: number, zh: string, en: string, es: string): CatalogueEntry => ({
  status,
  text: { 'zh-CN': zh, 'en-US': en, 'es-ES': es },
});

export const ERRORS = {
  tooFrequentRepeat: e(429, '操作太频繁，请勿重复请求', 'Too many operations; please do not repeat the request', 'Demasiadas operaciones; no repita la solicitud'),
  noPermission: e(403, '当前操作没有权限', 'You do not have permission for this operation', 'No tiene permiso para esta operación'),
  unauthorized: e(401, '当前操作没有权限', 'You do not have permission for this operation', 'No tiene permiso para esta operación'),
  notFound: e(404, '资源不存在', 'The resource does not exist', 'El recurso no existe'),
  socialNotBound: e(417, '未绑定登录账号，请使用密码登录后绑定', 'No login account is bound; log in with your password and bind it', 'No hay una cuenta vinculada; inicie sesión con su contraseña y vincúlela'),
  demoForbidden: e(423, '演示环境不能操作，如需了解联系我们', 'This operation is not allowed in the demo environment; contact us to learn more', 'Esta operación no está permitida en el entorno de demostración; contáctenos'),
  badCredentials: e(426, '用户名不存在或密码错误', 'The username does not exist or the password is wrong', 'El usuario no existe o la contraseña es incorrecta'),
  badCaptcha: e(428, '验证码错误,请重新输入', 'Wrong verification code, please enter it again', 'Código de verificación incorrecto, introdúzcalo de nuevo'),
  rateLimited: e(429, '请求过频繁', 'Too many requests', 'Demasiadas solicitudes'),
  demoNoPermission: e(479, '演示环境，没有权限操作', 'Demo environment: no permission for this operation', 'Entorno de demostración: sin permiso para esta operación'),
  unknown: e(500, '系统未知错误,请反馈给管理员', 'Unknown system error, please report it to the administrator', 'Error desconocido del sistema; informe al administrador'),
  // Session
  tokenExpired: e(424, 'token expired, click to log in again', 'token expired, click to log in again', 'El token ha caducado; haga clic para volver a iniciar sesión'),
  loggedInElsewhere: e(424, '当前用户已经在另外设备登录，请退出重新登录!', 'This user has logged in on another device; please log out and log in again!', '¡Este usuario ha iniciado sesión en otro dispositivo; cierre la sesión y vuelva a entrar!'),
  accountLocked: e(426, '账号已锁定，请{minutes}分钟后重试或联系管理员解锁', 'The account is locked; try again in {minutes} minutes or ask an administrator to unlock it', 'La cuenta está bloqueada; inténtelo en {minutes} minutos o pida a un administrador que la desbloquee'),
  accountDisabled: e(426, '账号已停用', 'The account is disabled', 'La cuenta está deshabilitada'),
  badClient: e(401, '客户端认证失败', 'Client authentication failed', 'Falló la autenticación del cliente'),
  unsupportedGrant: e(400, '不支持的授权类型', 'Unsupported grant type', 'Tipo de concesión no admitido'),
  badRefreshToken: e(424, '刷新令牌无效或已过期', 'The refresh token is invalid or expired', 'El token de actualización no es válido o ha caducado'),
  badSmsCode: e(428, '短信验证码错误或已过期', 'The SMS code is wrong or has expired', 'El código SMS es incorrecto o ha caducado'),
  smsTooSoon: e(429, '验证码发送过于频繁，请{seconds}秒后再试', 'Codes are sent too often; try again in {seconds} seconds', 'Se envían códigos con demasiada frecuencia; inténtelo en {seconds} segundos'),
  smsHourlyLimit: e(429, '该号码验证码发送次数过多，请{minutes}分钟后再试', 'Too many codes were sent to this number; try again in {minutes} minutes', 'Se han enviado demasiados códigos a este número; inténtelo en {minutes} minutos'),
  socialLoginOff: e(403, '社交登录未开启', 'Social login is not enabled', 'El inicio de sesión social no está habilitado'),
  socialAppMissing: e(403, '本租户未配置 {type} 社交登录，请联系管理员', 'Social login with {type} is not set up for this tenant; ask an administrator', 'El inicio de sesión social con {type} no está configurado para este inquilino; consulte a un administrador'),
  socialAppDisabled: e(403, '本租户已停用 {type} 社交登录', 'Social login with {type} is disabled for this tenant', 'El inicio de sesión social con {type} está deshabilitado para este inquilino'),
  socialProviderFailed: e(502, '社交登录服务暂时不可用，请稍后再试', 'The social login provider did not answer; try again later', 'El proveedor de inicio de sesión social no respondió; inténtelo más tarde'),
  registerClosed: e(403, '未开放注册', 'Registration is closed', 'El registro está cerrado'),
  tenantNotStarted: e(426, '租户尚未生效，{from} 起可以登录', 'This tenant is not in service yet: sign-in opens on {from}', 'Este inquilino aún no está en servicio: el acceso se abre el {from}'),
  tenantEnded: e(426, '租户已于 {to} 到期，请联系平台管理员', 'This tenant\'s period ended on {to}; ask the platform administrator', 'El periodo de este inquilino terminó el {to}; consulte al administrador de la plataforma'),
  tenantFrozen: e(426, '租户已冻结，请联系平台管理员', 'This tenant is frozen; ask the platform administrator', 'Este inquilino está congelado; consulte al administrador de la plataforma'),
  platformTenantPeriod: e(409, '平台租户始终有效，不能设置有效期', 'The platform tenant is always in service: it takes no period', 'El inquilino de la plataforma siempre está en servicio: no admite periodo'),
  clientSecretRequired: e(400, '请输入密钥', 'enter the secret', 'introduzca el secreto'),
  fieldFixed: e(400, '不能修改', 'cannot be changed', 'no se puede cambiar'),
  fileExtensionFixed: e(400, '须保留文件扩展名（{ext}）', 'must keep the file\'s extension ({ext})', 'debe conservar la extensión del archivo ({ext})'),
  clientIdFixed: e(400, '不能修改（令牌按它签发）', 'cannot be changed: tokens are issued under it', 'no se puede cambiar: los tokens se emiten con él'),
  clientInUse: e(409, '不能删除当前登录所用的终端', 'The client you are signed in with cannot be deleted', 'No se puede eliminar el cliente con el que ha iniciado sesión'),
  tenantNotAllowed: e(403, '无权访问该租户', 'You may not act in this tenant', 'No puede operar en este inquilino'),
  // Approval workflow (spec section 5: rejection needs a step and a reason, cancelling needs a reason)
  wfRejectNeedsStepAndReason: e(400, '驳回流程需要选择驳回步骤并填写驳回原因', 'Workflow rejection needs a rejection step and reason', 'El rechazo del flujo necesita un paso de rechazo y un motivo'),
  wfCancelNeedsReason: e(400, '撤销流程需要填写原因', 'Cancelling a workflow needs a reason', 'Cancelar un flujo necesita un motivo'),
  wfBadRejectStep: e(400, '只能驳回到发起人或之前的步骤', 'A rejection can return only to the initiator or an earlier step', 'Un rechazo solo puede volver al iniciador o a un paso anterior'),
  wfAlreadyHandled: e(409, '该任务已被他人处理，请刷新后查看', 'Someone else has already handled this task; refresh to see where it stands', 'Otra persona ya ha tramitado esta tarea; actualice para ver su estado'),
  wfNotRunning: e(409, '流程已结束', 'The process has already ended', 'El proceso ya ha terminado'),
  wfNotApprover: e(403, '您不是当前步骤的审批人', 'You are not an approver of the current step', 'No es aprobador del paso actual'),
  wfNotInitiator: e(403, '只有发起人可以撤销流程', 'Only the initiator can cancel the process', 'Solo el iniciador puede cancelar el proceso'),
  wfNoApprover: e(409, '流程步骤“{step}”没有审批人', 'Step "{step}" of the process has no approver', 'El paso "{step}" del proceso no tiene aprobador'),
  wfNotManual: e(400, '该流程随业务单据提交自动发起', 'This process starts when its business document is submitted', 'Este proceso se inicia al enviar su documento de negocio'),
  wfAlreadyRunning: e(409, '该单据已有进行中的审批流程', 'This document already has a process under way', 'Este documento ya tiene un proceso en curso'),
  // Settlement pricing (settlement/formula.ts, settlement/pricing.ts): the formula's problems are field errors on `formula`.
  formulaEmpty: e(400, '公式不能为空', 'the formula is empty', 'la fórmula está vacía'),
  formulaTooLong: e(400, '公式不能超过{max}个字符', 'the formula cannot exceed {max} characters', 'la fórmula no puede superar {max} caracteres'),
  formulaSyntax: e(400, '公式第{at}个字符处有语法错误', 'syntax error at character {at}', 'error de sintaxis en el carácter {at}'),
  formulaUnknownItem: e(400, '未知的费用项“{name}”，可用：{items}', 'unknown fee item "{name}"; the items are: {items}', 'concepto desconocido "{name}"; los conceptos son: {items}'),
  formulaUnsupported: e(400, '公式不支持“{part}”，只能使用数字、费用项、+ - * /、括号和 min/max/abs', '"{part}" is not allowed; use numbers, fee items, + - * /, parentheses and min/max/abs', '"{part}" no está permitido; use números, conceptos, + - * /, paréntesis y min/max/abs'),
  formulaDivisionByZero: e(409, '成本公式（版本{version}）在该工单的费用上除以零，请先修改公式', 'The cost formula (version {version}) divides by zero on this order\'s fees; correct the formula first', 'La fórmula de coste (versión {version}) divide por cero con los cargos de esta orden; corrija primero la fórmula'),
  /** A field error on effectiveFrom: another row of the same key is in force on some of the same days. */
  settleRangeOverlap: e(400, '与相同条件的另一条记录（{from} 至 {to}）有效期重叠', 'overlaps another row of the same key in force from {from} to {to}', 'se solapa con otra fila de la misma clave vigente del {from} al {to}'),
  /** A field error on effectiveTo. */
  settleRangeOrder: e(400, '失效日期不能早于生效日期', 'cannot be earlier than the effective-from date', 'no puede ser anterior a la fecha de inicio'),
  pricingRefused: e(409, '工单结算状态为“{settle}”，不能{action}', 'The order\'s settlement is "{settle}": it cannot be {action}', 'La liquidación de la orden está en "{settle}": no se puede {action}'),
  orderNotPriced: e(409, '工单尚未计价（总部审核完成后计价）', 'The order has not been priced yet (it is priced when headquarters finishes it)', 'La orden aún no tiene precio (se calcula cuando la central la finaliza)'),
  // Validation (spec section 5 and generic)
  validation: e(400, '{field}{message}', '{field}: {message}', '{field}: {message}'),
  required: e(400, '不能为空', 'cannot be empty', 'no puede estar vacío'),
  maxLength: e(400, '长度不能超过{n}个字符', 'length cannot exceed {n} characters', 'la longitud no puede superar {n} caracteres'),
  minLength: e(400, '长度不能低于{n}个字符', 'length cannot be lower than {n} characters', 'la longitud no puede ser inferior a {n} caracteres'),
  maxValue: e(400, '不能大于{n}', 'cannot be greater than {n}', 'no puede ser mayor que {n}'),
  minValue: e(400, '不能小于{n}', 'cannot be less than {n}', 'no puede ser menor que {n}'),
  dateRangeTooLong: e(400, '时间范围不能超过{n}天', 'the range cannot be longer than {n} days', 'el intervalo no puede superar {n} días'),
  formatError: e(400, '格式错误', 'format error', 'error de formato'),
  nulCharacter: e(400, '不能包含空字符（U+0000）', 'cannot contain the NUL character (U+0000)', 'no puede contener el carácter nulo (U+0000)'),
  badType: e(400, '类型错误', 'has the wrong type', 'tiene un tipo incorrecto'),
  unknownField: e(400, '不允许的字段', 'is not an allowed field', 'no es un campo permitido'),
  /** A dictionary field holding a value its dictionary does not have. */
  notAnOption: e(400, '不是可选的值', 'is not one of its options', 'no es una de sus opciones'),
  mobileEmpty: e(400, '手机号码不能为空', 'The mobile number cannot be empty', 'El número móvil no puede estar vacío'),
  mobileLength: e(400, '手机号码长度不为11位', 'The mobile number is not 11 digits long', 'El número móvil no tiene 11 dígitos'),
  mobileFormat: e(400, '手机号码格式不正确', 'The mobile number format is incorrect', 'El formato del número móvil es incorrecto'),
  selectManufacturer: e(400, '请选择厂家', 'Please select manufacturer', 'Seleccione el fabricante'),
  loginAccountBlank: e(400, '登录账号不能为空', 'The login account cannot be blank', 'La cuenta de acceso no puede estar vacía'),
  loginAccountExists: e(409, '登录账号已存在', 'The login account already exists', 'La cuenta de acceso ya existe'),
  /** A field error: shown after the field's name ("编码已存在", "code: already exists"). */
  duplicate: e(409, '已存在', 'already exists', 'ya existe'),
  /** Two writes met at the database (a unique index, a serialization failure or a deadlock): the loser is told, nothing is written. */
  concurrentChange: e(409, '数据刚被他人修改，请刷新后重试', 'Someone else changed this data at the same moment; refresh and try again', 'Otra persona modificó estos datos al mismo tiempo; actualice e inténtelo de nuevo'),
  inUse: e(409, '数据正在被使用，不能删除', 'The record is in use and cannot be deleted', 'El registro está en uso y no se puede eliminar'),
  /** Built-in rows (system dictionaries and parameters, the platform tenant) that code relies on. */
  systemData: e(409, '系统内置数据，不能删除或修改编码', 'Built-in system data cannot be deleted or have its code changed', 'Los datos integrados del sistema no se pueden eliminar ni cambiar de código'),
  wrongOldPassword: e(400, '原密码错误', 'The current password is wrong', 'La contraseña actual es incorrecta'),
  /** A field error: the new password and its repetition differ. */
  passwordsDiffer: e(400, '两次输入的密码不一致', 'does not match the new password', 'no coincide con la nueva contraseña'),
  deleteSelf: e(400, '不能删除当前登录用户', 'You cannot delete the account you are signed in with', 'No puede eliminar la cuenta con la que ha iniciado sesión'),
  /** An administrator's change to an account another tenant shares (docs/accounts.md). */
  accountShared: e(
    403,
    '该账号同时属于其他租户：密码、姓名、手机号、邮箱和头像只能由本人在个人信息中修改；本租户可修改其角色、部门、岗位和在本租户的锁定',
    'This account also belongs to another tenant: only its holder may change its password, name, mobile, email and avatar, from their personal page; this tenant may change its roles, department, posts and its lock in this tenant',
    'Esta cuenta también pertenece a otro inquilino: solo su titular puede cambiar su contraseña, nombre, móvil, correo y avatar, desde su página personal; este inquilino puede cambiar sus roles, departamento, puestos y su bloqueo en este inquilino',
  ),
  /** A field error: a tree node moved under itself or one of its descendants. */
  parentCycle: e(400, '不能是自身或其下级', 'cannot be the node itself or one of its descendants', 'no puede ser el propio nodo ni uno de sus descendientes'),
  // Rules of the basic-data area
  /** A field error: a push template naming a placeholder the sender cannot fill. */
  unknownPlaceholder: e(400, '含有未知的占位符 {names}', 'has unknown placeholders {names}', 'tiene marcadores desconocidos {names}'),
  /** A tenant offers exactly one default locale. */
  defaultLocaleNeeded: e(409, '必须有且只有一个默认语言：请将本语言或另一个语言设为默认', 'There must be exactly one default locale: make this locale or another one the default', 'Debe haber exactamente una configuración regional predeterminada: establezca esta u otra como predeterminada'),
  /** A field error: the default locale cannot be disabled. */
  defaultLocaleEnabled: e(400, '默认语言必须启用', 'must be on for the default locale', 'debe estar activado para la configuración regional predeterminada'),
  // Serial codes (spec section 5)
  serialNotRegistered: e(400, '序列号未注册', 'Serial code not registered', 'Código de serie no registrado'),
  serialProductNotFound: e(404, '未找到序列号对应的产品', 'Product for serial code not found', 'No se encontró el producto del código de serie'),
  // Service network
  /** Spec section 5: rejection needs a reason in remark. */
  rejectNeedsRemark: e(400, '驳回必须在备注中填写原因', 'A rejection needs a reason in the remark', 'Un rechazo necesita un motivo en la observación'),
  noChange: e(400, '没有需要变更的内容', 'Nothing would change', 'No cambiaría nada'),
  changePending: e(409, '已有待审核的变更申请', 'A change request is already awaiting approval', 'Ya hay una solicitud de cambio pendiente de aprobación'),
  notPending: e(409, '该申请已处理，不能再次操作', 'The request has already been handled', 'La solicitud ya fue tramitada'),
  /** An outlet's home (siteIndexMsg) names an organisation that is no outlet, or the caller belongs to none. */
  notAnOutlet: e(400, '该组织不是网点', 'the organisation is not an outlet', 'la organización no es un punto de servicio'),
  ownChange: e(403, '不能审核本网点的申请', 'You cannot approve a request of your own outlet', 'No puede aprobar una solicitud de su propio punto de servicio'),
  // Export tasks
  exportEmpty: e(404, '内容为空，无法下载', 'The content is empty and cannot be downloaded', 'El contenido está vacío y no se puede descargar'),
  exportNotRunning: e(409, '只能中止进行中的导出任务', 'Only an export in progress can be aborted', 'Solo se puede cancelar una exportación en curso'),
  exportRunning: e(409, '导出进行中，请先中止', 'The export is still running; abort it first', 'La exportación sigue en curso; cancélela primero'),
  // Import
  importTemplate: e(400, '文件不是本功能的导入模板，请先下载模板', 'The file is not this screen\'s import template; download the template first', 'El archivo no es la plantilla de importación de esta pantalla; descárguela primero'),
  importNoColumns: e(400, '所选的列中没有可导入的字段', 'None of the chosen columns can be imported', 'Ninguna de las columnas elegidas se puede importar'),
  importTooMany: e(400, '一次最多导入{n}行', 'At most {n} rows can be imported at once', 'Se pueden importar como máximo {n} filas a la vez'),
  // Engineers (spec section 5: select records first)
  selectRecordsFirst: e(400, '请先选择记录', 'Please select records first', 'Seleccione primero los registros'),
  postStatTransition: e(409, '{name}当前状态不能变更为该状态', '{name}: the on-job status cannot change to this one', '{name}: el estado laboral no puede cambiar a este'),
  notPromotion: e(409, '{name}的级别不低于目标级别，不能晋升', '{name} is not below the target level and cannot be promoted', '{name} no está por debajo del nivel de destino y no puede ascender'),
  levelByPromotion: e(400, '级别只能通过晋升变更', 'The level changes only by promotion', 'El nivel solo cambia por ascenso'),
  changeStale: e(409, '工程师资料已被修改，请驳回后重新申请', 'The engineer was changed since the request; reject it and request again', 'El ingeniero cambió desde la solicitud; recházela y solicítela de nuevo'),
  // Files (spec section 5)
  fileFormat: e(400, '上传文件格式不正确！', 'The file format is not allowed!', '¡El formato del archivo no está permitido!'),
  fileTooLarge: e(413, '上传文件大小不能超过{n}M', 'The file cannot be larger than {n} MB', 'El archivo no puede superar {n} MB'),
  fileCount: e(400, '文件总数量不能超过{n}个', 'No more than {n} files in total', 'No más de {n} archivos en total'),
  fileMissing: e(400, '请选择要上传的文件', 'Choose a file to upload', 'Elija un archivo para subir'),
  // Customers (spec section 5)
  selectArea: e(400, '请选择省/市/区', 'select province/city/district', 'seleccione provincia/ciudad/distrito'),
  rejectReasonRequired: e(400, '驳回请在备注中填写原因', 'A rejection needs a reason in the remark', 'Un rechazo necesita un motivo en la observación'),
  reviewNotPending: e(409, '只能审核待审核的客户档案', 'Only profiles pending review can be reviewed', 'Solo se pueden revisar los perfiles pendientes de revisión'),
  // Work orders (spec section 5)
  selectSource: e(400, '请选择来源', 'Please select source', 'Seleccione el origen'),
  selectServiceType: e(400, '请选择服务类型', 'Please select service type', 'Seleccione el tipo de servicio'),
  selectUserType: e(400, '请选择用户类型', 'Please select user type', 'Seleccione el tipo de usuario'),
  brandMissing: e(400, '品牌不能为空', 'Brand missing', 'Falta la marca'),
  categoryRequired: e(400, '产品大类不能为空', 'Major product category required', 'La categoría principal del producto es obligatoria'),
  complaintNatureRequired: e(400, '投诉性质不能为空', 'Complaint nature required', 'La naturaleza de la queja es obligatoria'),
  complaintObjectRequired: e(400, '投诉对象不能为空', 'Complaint object required', 'El objeto de la queja es obligatorio'),
  quantityMissing: e(400, '数量不能为空', 'Quantity missing', 'Falta la cantidad'),
  productEmpty: e(400, '产品不能为空', 'Product cannot be empty', 'El producto no puede estar vacío'),
  fillRemark: e(400, '请填写备注', 'Please fill in remark', 'Rellene la observación'),
  selectServiceAreaFirst: e(400, '请先选择服务区域', 'Please select service area first', 'Seleccione primero el área de servicio'),
  selectCategoryFirst: e(400, '请先选择产品类别', 'Please select product category first', 'Seleccione primero la categoría de producto'),
  /** An action the order's present state does not allow (another user moved it, or the button was stale). */
  orderActionRefused: e(409, '工单当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The order is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'La orden está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  orderChanged: e(409, '工单刚被他人处理，请刷新后重试', 'Someone else has just acted on this order; refresh and try again', 'Otra persona acaba de actuar sobre esta orden; actualice e inténtelo de nuevo'),
  orderSuspended: e(409, '工单已挂起，请先取消挂起', 'The order is suspended; resume it first', 'La orden está suspendida; reanúdela primero'),
  ebusinessSource: e(400, '电商/门店订单的来源只能是电商或门店', 'The source of an e-commerce or shop order is e-commerce or shop', 'El origen de un pedido en línea o de tienda es comercio electrónico o tienda'),
  exchangeActionRefused: e(409, '退换机申请当前状态不能执行该操作，请刷新后查看', 'The application\'s state does not allow this now; refresh to see where it stands', 'El estado de la solicitud no lo permite ahora; actualice para ver su estado'),
  exchangeChanged: e(409, '退换机申请刚被他人处理，请刷新后重试', 'Someone else has just acted on this application; refresh and try again', 'Otra persona acaba de actuar sobre esta solicitud; actualice e inténtelo de nuevo'),
  exchangeNotEditable: e(409, '退换机申请已提交审核，不能再修改', 'The application has been submitted for review and can no longer be changed', 'La solicitud ya se envió a revisión y no se puede modificar'),
  exchangeOrderNotSubFlow: e(400, '只有已申请换机或退机的工单可以创建退换机申请', 'Only an order with a replacement or return application can create a return/exchange application', 'Solo una orden con solicitud de cambio o devolución puede crear una solicitud de devolución o cambio'),
  // One-click help (soCase)
  helpCaseActionRefused: e(409, '求助单当前状态不能执行该操作，请刷新后查看', 'The help case\'s state does not allow this now; refresh to see where it stands', 'El estado del caso de ayuda no lo permite ahora; actualice para ver su estado'),
  helpCaseChanged: e(409, '求助单刚被他人处理，请刷新后重试', 'Someone else has just acted on this help case; refresh and try again', 'Otra persona acaba de actuar sobre este caso de ayuda; actualice e inténtelo de nuevo'),
  helpCaseNotAsker: e(403, '只有求助人可以追问', 'Only the person who asked can follow up', 'Solo quien preguntó puede hacer un seguimiento'),
  helpCaseOrderClosed: e(409, '已完成或已取消的工单不能发起求助', 'A finished or cancelled order cannot ask for help', 'Una orden finalizada o cancelada no puede pedir ayuda'),
  orderNotEditable: e(409, '工单已派出，不能再修改基本信息', 'The order has been dispatched; its basic data can no longer be changed', 'La orden ya se despachó; sus datos básicos ya no se pueden cambiar'),
  appointLimit: e(409, '预约修改次数已达上限（{n}次）', 'The appointment has been changed the maximum number of times ({n})', 'La cita se ha cambiado el número máximo de veces ({n})'),
  appointInPast: e(400, '预约时间不能早于当前时间', 'The appointment cannot be in the past', 'La cita no puede estar en el pasado'),
  capacityFull: e(409, '{name}当日工单已满（{n}单）', '{name} is fully booked for the day ({n} orders)', '{name} tiene el día completo ({n} órdenes)'),
  notOwnEngineer: e(400, '只能派给本网点的在职工程师', 'Only an on-the-job engineer of the outlet can be assigned', 'Solo se puede asignar un técnico en activo del punto'),
  notSubordinateSite: e(400, '只能派给下级网点', 'The order can only go to a subordinate outlet', 'La orden solo puede ir a un punto subordinado'),
  /** A field error: reassigning to whoever holds the order already. */
  sameAssignee: e(400, '已是当前处理者，请选择其他', 'already holds the order; choose another', 'ya tiene la orden; elija otro'),
  siteNotOperating: e(409, '网点{name}不在营业状态', 'Outlet {name} is not operating', 'El punto {name} no está operativo'),
  // Completion: the fault tree the company configuration asks for, and the parts a measure replaces (field errors).
  faultSymptomRequired: e(400, '请选择故障现象', 'Choose the fault symptom', 'Elija el síntoma'),
  faultReasonRequired: e(400, '请选择故障原因', 'Choose the fault cause', 'Elija la causa'),
  fixMethodRequired: e(400, '请选择维修措施', 'Choose the repair measure', 'Elija la medida de reparación'),
  measureNeedsParts: e(400, '该维修措施需要填写更换的备件', 'This repair measure needs the replaced parts', 'Esta medida de reparación necesita las piezas sustituidas'),
  barcodeNotFound: e(404, '条码不存在', 'barcode not found', 'código de barras no encontrado'),
  refNotFound: e(400, '中没有“{value}”，请填写已有的编码或名称', 'nothing is called "{value}"; give an existing code or name', 'no existe nada llamado «{value}»; indique un código o nombre existente'),
  refAmbiguous: e(400, '“{value}”对应多条记录，请填写编码', '"{value}" names several records; give the code', '«{value}» corresponde a varios registros; indique el código'),
  intfFailHandled: e(409, '该接口失败记录已处理（重发或忽略），请刷新后查看', 'This interface failure has already been dealt with (retried or ignored); refresh to see it', 'Este fallo de interfaz ya se ha tratado (reintentado o ignorado); actualice para verlo'),
  // Work-order appeals and fee applications (order-request.ts).
  requestActionRefused: e(409, '申请当前状态不能执行该操作，请刷新后查看', 'The request\'s state does not allow this now; refresh to see where it stands', 'El estado de la solicitud no lo permite ahora; actualice para ver su estado'),
  requestChanged: e(409, '申请刚被他人处理，请刷新后重试', 'Someone else has just acted on this request; refresh and try again', 'Otra persona acaba de actuar sobre esta solicitud; actualice e inténtelo de nuevo'),
  requestNotEditable: e(409, '申请已提交审批，不能再修改', 'The request has been submitted for approval and can no longer be changed', 'La solicitud ya se envió a aprobación y no se puede modificar'),
  requestNotYours: e(403, '只有申请人可以提交、取消或放弃申请', 'Only the applicant can submit, cancel or give up the request', 'Solo el solicitante puede enviar, cancelar o abandonar la solicitud'),
  orderNotAppealable: e(409, '该工单不可申诉：只有结算被驳回的已完成工单可以申诉', 'This order cannot be appealed: only a finished order whose settlement was rejected can be', 'Esta orden no se puede apelar: solo una orden finalizada con la liquidación rechazada'),
  appealOutOfPeriod: e(409, '已超过申诉期（{days}天，截至{deadline}），不能申诉', 'The appeal period ({days} days, until {deadline}) is over; the order can no longer be appealed', 'El plazo de apelación ({days} días, hasta {deadline}) terminó; la orden ya no se puede apelar'),
  appealOpen: e(409, '该工单已在申诉中（{billNo}），不能重复申诉', 'The order is already under appeal ({billNo})', 'La orden ya está en apelación ({billNo})'),
  applyMoneyOverCap: e(400, '申请金额超过该费用科目的单次上限 {cap}', 'The amount is above the subject\'s cap per claim of {cap}', 'El importe supera el tope por solicitud del concepto, {cap}'),
  applyMoneyNeedsAttachment: e(400, '该费用科目需要上传附件', 'This fee subject needs an attachment', 'Este concepto de gasto necesita un adjunto'),
  applyMoneyOrderClosed: e(409, '只有未结算、未取消的工单可以申请费用', 'Fees can be applied for only on an order that is not cancelled or settled', 'Solo se pueden solicitar gastos en una orden no cancelada ni liquidada'),
  barcodeUsed: e(409, '条码{barcode}已被工单{orderNo}使用', 'Barcode {barcode} is already used by order {orderNo}', 'El código {barcode} ya lo usa la orden {orderNo}'),
  // Parts applications (parts/application.ts)
  partsApplyActionRefused: e(409, '备件申请当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The parts application is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'La solicitud de piezas está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  partsApplyChanged: e(409, '备件申请刚被他人处理，请刷新后重试', 'Someone else has just acted on this parts application; refresh and try again', 'Otra persona acaba de actuar sobre esta solicitud de piezas; actualice e inténtelo de nuevo'),
  partsApplyNotEditable: e(409, '备件申请当前状态（{status}）不能修改', 'The parts application is "{status}" and can no longer be changed', 'La solicitud de piezas está en "{status}" y ya no se puede modificar'),
  partsApplySupplyStopped: e(409, '备件{part}已停止供应，不能申请', 'Part {part} is no longer supplied and cannot be applied for', 'La pieza {part} ya no se suministra y no se puede solicitar'),
  partsApplyMaxReplace: e(409, '备件{part}每张工单最多更换{max}个，本工单已申请{qty}个', 'Part {part} may be replaced at most {max} times per order; this order would have {qty}', 'La pieza {part} se puede sustituir como máximo {max} veces por orden; esta orden tendría {qty}'),
  partsApplyMaxParts: e(409, '每张申请最多{max}个备件，本申请有{qty}个', 'An application may ask for at most {max} parts; this one asks for {qty}', 'Una solicitud puede pedir como máximo {max} piezas; esta pide {qty}'),
  partsApplyMonthlyUrgent: e(409, '{outlet}本月的紧急备件申请已达上限{max}次', '{outlet} has used its {max} urgent parts applications this month', '{outlet} ya usó sus {max} solicitudes urgentes de piezas de este mes'),
  partsApplyMinAmount: e(409, '申请金额{amount}低于最低订货金额{min}', 'The amount {amount} is below the minimum order amount of {min}', 'El importe {amount} es inferior al pedido mínimo de {min}'),
  partsApplyNoWarehouse: e(409, '{dept}没有仓库，无法申请备件', '{dept} has no warehouse to receive parts', '{dept} no tiene almacén para recibir piezas'),
  /** A field error: shipping more of a line than is reserved for it and not yet shipped. */
  partsApplyShipOver: e(400, '不能超过已预留未发货数量{left}', 'cannot exceed the {left} reserved and not yet shipped', 'no puede superar las {left} reservadas y aún no enviadas'),
  /** A field error: receiving more of a line than has been shipped and not yet received. */
  partsApplyReceiveOver: e(400, '不能超过已发货未签收数量{left}', 'cannot exceed the {left} shipped and not yet received', 'no puede superar las {left} enviadas y aún no recibidas'),
  /** A field error: a shipment of a serial-numbered part names one barcode per unit shipped. */
  partsApplyBarcodeCount: e(400, '本次发货{qty}件，须逐件填写条码', 'needs one barcode per unit shipped: {qty}', 'necesita un código por unidad enviada: {qty}'),
  /** A field error: the same item named twice in one shipment. */
  partsApplyBarcodeTwice: e(400, '条码{barcode}重复', 'barcode {barcode} is given twice', 'el código {barcode} está repetido'),
  /** A field error: the item named is of another part. */
  partsApplyBarcodeOtherPart: e(400, '条码{barcode}是备件{part}', 'item {barcode} is part {part}', 'el artículo {barcode} es la pieza {part}'),
  /** A field error: the ledger does not hold the item (never entered, or gone). */
  partsApplyBarcodeNotInStock: e(400, '条码{barcode}的备件不在库存中', 'item {barcode} is not in stock', 'el artículo {barcode} no está en stock'),
  /** A field error: the item is in stock, but not on the supplier's free shelf. */
  partsApplyBarcodeElsewhere: e(400, '条码{barcode}的备件在{warehouse}（{bucket}），不是{supplier}的可用库存', 'item {barcode} is in {warehouse} ({bucket}), not available at {supplier}', 'el artículo {barcode} está en {warehouse} ({bucket}), no disponible en {supplier}'),
  // Settlement statements (issue 17)
  statementActionRefused: e(409, '结算单当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The statement is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'El estado de cuenta está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  orderOnStatement: e(409, '工单{orderNo}已在结算单{statementNo}中，不能再退回完工', 'Order {orderNo} is on statement {statementNo}: its completion can no longer be taken back', 'La orden {orderNo} está en el estado de cuenta {statementNo}: ya no se puede deshacer su finalización'),
  statementChanged: e(409, '结算单刚被他人处理，请刷新后重试', 'Someone else has just acted on this statement; refresh and try again', 'Otra persona acaba de actuar sobre este estado de cuenta; actualice e inténtelo de nuevo'),
  statementInvoiceMismatch: e(409, '发票金额{amount}与结算单总额{total}不一致，请退回发票由网点重开', 'The invoice amount {amount} does not match the statement total {total}; return the invoice for the outlet to correct it', 'El importe de la factura {amount} no coincide con el total del estado de cuenta {total}; devuelva la factura para que el punto la corrija'),
  /** The server cannot draw a PDF: no font with Chinese glyphs where PDF_FONT (or Debian's fonts-noto-cjk) says. */
  pdfFontMissing: e(503, '服务器缺少打印 PDF 所需的字体（{font}），请管理员安装 fonts-noto-cjk 或设置 PDF_FONT', 'The server has no font to print the PDF with ({font}); an administrator must install fonts-noto-cjk or set PDF_FONT', 'El servidor no tiene la fuente para imprimir el PDF ({font}); un administrador debe instalar fonts-noto-cjk o configurar PDF_FONT'),
  // Parts plans (parts/plan.ts)
  partsPlanActionRefused: e(409, '备件计划当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The parts plan is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'El plan de piezas está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  partsPlanChanged: e(409, '备件计划刚被他人处理，请刷新后重试', 'Someone else has just acted on this parts plan; refresh and try again', 'Otra persona acaba de actuar sobre este plan de piezas; actualice e inténtelo de nuevo'),
  partsPlanEmpty: e(409, '备件计划没有数量大于0的行，无法下单', 'The parts plan has no line with a quantity above 0 to order', 'El plan de piezas no tiene ninguna línea con cantidad mayor que 0 para pedir'),
  /** A field error: ordering a part whose purchase is forbidden. */
  partsPlanForbidden: e(400, '该备件禁止采购', 'this part may not be purchased', 'esta pieza no se puede comprar'),
  // Parts returns (parts/returns.ts)
  partsReturnActionRefused: e(409, '返还单当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The parts return is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'La devolución de piezas está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  partsReturnChanged: e(409, '返还单刚被他人处理，请刷新后重试', 'Someone else has just acted on this parts return; refresh and try again', 'Otra persona acaba de actuar sobre esta devolución de piezas; actualice e inténtelo de nuevo'),
  partsReturnNothingAccepted: e(409, '返还单没有检验合格的旧件，无需返厂', 'No old part of this return was accepted: there is nothing to send on', 'Ninguna pieza usada de esta devolución fue aceptada: no hay nada que enviar'),
  /** A field error: returning more of an application line than it received and is not already being returned. */
  partsReturnOverApplied: e(400, '不能超过已签收未返还数量{left}', 'cannot exceed the {left} received and not already returned', 'no puede superar las {left} recibidas y aún no devueltas'),
  /** A field error: an old part already on another live return. */
  partsReturnOldPartTaken: e(400, '该旧件已在返还单{returnNo}中', 'this old part is already on return {returnNo}', 'esta pieza usada ya está en la devolución {returnNo}'),
  /** A field error: an old-part line inspected already. */
  partsReturnInspected: e(400, '该行已检验', 'this line has been inspected already', 'esta línea ya fue inspeccionada'),
  /** A field error: old parts arrive whole, not by quantities. */
  partsReturnOldWhole: e(400, '旧件返还整单签收，不能按数量签收', 'an old-part return is received whole, not by quantities', 'una devolución de piezas usadas se recibe entera, no por cantidades'),
  // Stock ledger (stock/ledger.ts)
  stockShort: e(409, '{part}在{warehouse}的{bucket}库存不足：现有{have}，需要{needed}', 'Not enough {part} {bucket} in {warehouse}: {have} there, {needed} needed', 'No hay suficiente {part} {bucket} en {warehouse}: hay {have}, se necesitan {needed}'),
  // Stock documents (stock/documents.ts)
  stockDocActionRefused: e(409, '单据当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The document is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'El documento está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  stockDocChanged: e(409, '单据刚被他人处理，请刷新后重试', 'Someone else has just acted on this document; refresh and try again', 'Otra persona acaba de actuar sobre este documento; actualice e inténtelo de nuevo'),
  stockDocNotEditable: e(409, '单据当前状态（{status}）不能修改', 'The document is "{status}" and can no longer be changed', 'El documento está en "{status}" y ya no se puede modificar'),
  /** A field error: a receipt of more than is still to come (in transit, or not yet stocked in). */
  stockReceiveOver: e(400, '不能超过待入库数量{left}', 'cannot exceed the {left} still to be received', 'no puede superar las {left} pendientes de recibir'),
  /** A field error: a transfer from a warehouse to itself. */
  /** A field error: a line with a serial barcode moves exactly one item. */
  stockSerialOne: e(400, '有条码的备件每行数量只能为1', 'must be 1 for an item with a serial barcode', 'debe ser 1 para un artículo con código de serie'),
  stockSerialNotThere: e(409, '条码{barcode}的备件不在{warehouse}', 'Item {barcode} is not in {warehouse}', 'El artículo {barcode} no está en {warehouse}'),
  stockSerialInStock: e(409, '条码{barcode}的备件已在{warehouse}的库存中', 'Item {barcode} is already in stock in {warehouse}', 'El artículo {barcode} ya está en el stock de {warehouse}'),
  stockSameWarehouse: e(400, '调出仓库与调入仓库不能相同', 'the source and destination warehouses must differ', 'los almacenes de origen y destino deben ser distintos'),
  stockNoSupplier: e(409, '{warehouse}的上级机构没有仓库，无法申请备件', 'The organisation above {warehouse} has no warehouse to supply it', 'La organización superior de {warehouse} no tiene almacén que la abastezca'),
  stockCountOwnApproval: e(403, '盘点单须由创建人以外的人审核', 'A count must be approved by someone other than the person who made it', 'Un recuento debe aprobarlo alguien distinto de quien lo hizo'),
  /** A field error: a serial part the order's applications shipped is fitted under a barcode they did not ship. */
  partsBarcodeNotShipped: e(400, '须为本工单备件申请发出的条码：{shipped}', "must be a barcode the order's parts applications shipped: {shipped}", 'debe ser un código que enviaron las solicitudes de piezas de la orden: {shipped}'),
  stockWriteOffOwnApproval: e(403, '旧件报废单须由创建人以外的人审核', 'An old-part write-off must be approved by someone other than the person who made it', 'Una baja de piezas usadas debe aprobarla alguien distinto de quien la hizo'),
  stockNotShipped: e(409, '单据尚未出库，还没有送货单', 'The document has not shipped yet: there is no delivery note', 'El documento aún no se ha despachado: no hay albarán de entrega'),
  // The outlet's account (settlement/account.ts)
  accountOverdrawn: e(409, '{outlet}的可用余额不足：可用{available}，本次需要{needed}', 'The available balance of {outlet} is not enough: {available} available, {needed} needed', 'El saldo disponible de {outlet} no alcanza: {available} disponible, {needed} necesario'),
  accountColumnShort: e(409, '{outlet}的{column}不足：现有{have}，本次需要{needed}', 'Not enough {column} on the account of {outlet}: {have} there, {needed} needed', 'No hay suficiente {column} en la cuenta de {outlet}: hay {have}, se necesitan {needed}'),
  // Assessment sheets (settlement/check-bill.ts)
  checkBillActionRefused: e(409, '考核单当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The assessment sheet is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'La hoja de evaluación está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  checkBillChanged: e(409, '考核单刚被他人处理，请刷新后重试', 'Someone else has just acted on this assessment sheet; refresh and try again', 'Otra persona acaba de actuar sobre esta hoja de evaluación; actualice e inténtelo de nuevo'),
  /** A field error: spec section 5 "fill in assessment remark". */
  checkBillRemarkRequired: e(400, '请填写考核备注', 'fill in the assessment remark', 'indique la observación de la evaluación'),
  checkBillAppealClosed: e(409, '申诉期已过（截止{deadline}），不能再申诉', 'The appeal period ended on {deadline}: the sheet can no longer be appealed', 'El plazo de apelación terminó el {deadline}: ya no se puede apelar'),
  /** A field error: the order is not one of the outlet's. */
  checkBillOrderOfOther: e(400, '该工单不属于所选网点', 'the order is not one of the chosen outlet\'s', 'la orden no es del punto de servicio elegido'),
  /** A field error: a disabled item, or a group of items. */
  checkBillSubjectUnusable: e(400, '该考核项目已停用或不是末级项目', 'the assessment item is disabled or is a group of items', 'el concepto de evaluación está desactivado o es un grupo'),
  /** A field error: a sheet raised on an order that no outlet holds yet (addByOrder). */
  checkBillOrderNoSite: e(400, '该工单尚未派给网点，无可考核的网点', 'the order has not gone to an outlet yet: there is no outlet to assess', 'la orden aún no ha ido a un punto de servicio: no hay punto que evaluar'),
  // Knowledge base and bulletins (knowledge/knowledge.ts, knowledge/bulletin.ts)
  knowledgeActionRefused: e(409, '知识文章当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The article is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'El artículo está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  knowledgeChanged: e(409, '知识文章刚被他人修改，请刷新后重试', 'Someone else has just changed this article; refresh and try again', 'Otra persona acaba de cambiar este artículo; actualice e inténtelo de nuevo'),
  /** A field error: a disabled knowledge type. */
  knowledgeTypeUnusable: e(400, '该知识类型已停用', 'the knowledge type is disabled', 'el tipo de conocimiento está desactivado'),
  bulletinActionRefused: e(409, '公告当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The bulletin is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'El boletín está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  bulletinChanged: e(409, '公告刚被他人修改，请刷新后重试', 'Someone else has just changed this bulletin; refresh and try again', 'Otra persona acaba de cambiar este boletín; actualice e inténtelo de nuevo'),
  /** A field error: the validity ends before it begins. */
  bulletinPeriodInvalid: e(400, '有效期结束时间不能早于开始时间', 'the validity cannot end before it begins', 'la vigencia no puede terminar antes de empezar'),
  /** A field error: a bulletin for chosen organisations or roles names none. */
  bulletinAudienceRequired: e(400, '请选择接收的组织或角色', 'choose the organisations or roles that receive it', 'elija las organizaciones o los roles que lo reciben'),
  // Supervision orders (care/supervision.ts)
  supervisionActionRefused: e(409, '督办单当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The supervision order is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'La orden de supervisión está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  supervisionChanged: e(409, '督办单刚被他人处理，请刷新后重试', 'Someone else has just acted on this supervision order; refresh and try again', 'Otra persona acaba de actuar sobre esta orden de supervisión; actualice e inténtelo de nuevo'),
  /** A field error: the engineer or the order is not of the chosen outlet. */
  supervisionTargetMismatch: e(400, '该工程师或工单不属于所选网点', 'the engineer or the order is not of the chosen outlet', 'el técnico o la orden no es del punto de servicio elegido'),
  /** A field error: an engineer supervision order names no engineer, an outlet one no outlet. */
  supervisionTargetRequired: e(400, '请选择督办对象', 'choose whom it is against', 'elija a quién se dirige'),
  // Return visits (care/recall.ts)
  recallActionRefused: e(409, '回访单当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The return visit is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'La visita de seguimiento está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  recallImportNoFollowUp: e(400, '工单 {value} 没有待回访或二次回访的回访单', 'order {value} has no follow-up pending or due for a second call', 'la orden {value} no tiene un seguimiento pendiente ni una segunda llamada'),
  recallRejectNeedsUnconfirmed: e(400, '驳回完工需至少一个回访问题为“不属实”', 'To reject the completion, answer at least one question "Unconfirmed"', 'Para rechazar la finalización, responda al menos una pregunta como "No confirmado"'),
  recallRobotPending: e(409, '工单 {orderNo} 的回访已在机器人外呼中，等待结果', 'The follow-up of order {orderNo} is with the robot caller already, waiting for its answer', 'El seguimiento de la orden {orderNo} ya está en la llamada automática, esperando su respuesta'),
  recallRobotAnswered: e(409, '该机器人外呼已不在等待应答（{status}）', 'This robot call is no longer waiting for an answer ({status})', 'Esta llamada automática ya no espera respuesta ({status})'),
  recallChanged: e(409, '回访单刚被他人处理，请刷新后重试', 'Someone else has just acted on this return visit; refresh and try again', 'Otra persona acaba de actuar sobre esta visita de seguimiento; actualice e inténtelo de nuevo'),
  // Evaluation SMS (care/evaluation.ts)
  evaluationActionRefused: e(409, '评价短信当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The evaluation SMS is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'El SMS de valoración está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  evaluationChanged: e(409, '评价短信刚被他人处理，请刷新后重试', 'Someone else has just acted on this evaluation SMS; refresh and try again', 'Otra persona acaba de actuar sobre este SMS de valoración; actualice e inténtelo de nuevo'),
  /** A field error: a reply that gives no score from 1 to 5. */
  evaluationReplyInvalid: e(400, '回复中没有1-5的评分', 'the reply gives no score from 1 to 5', 'la respuesta no da una puntuación del 1 al 5'),
  // Complaints (care/complaint.ts)
  complaintActionRefused: e(409, '投诉单当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The complaint is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'La queja está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  complaintChanged: e(409, '投诉单刚被他人处理，请刷新后重试', 'Someone else has just acted on this complaint; refresh and try again', 'Otra persona acaba de actuar sobre esta queja; actualice e inténtelo de nuevo'),
  /** A field error: the complaint names no order it is about. */
  complaintOrderRequired: e(400, '请选择投诉的工单', 'choose the order the complaint is about', 'elija la orden a la que se refiere la queja'),
  // Billing slips (settlement/bill-slip.ts)
  billSlipActionRefused: e(409, '结算单据当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The billing slip is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'El comprobante de liquidación está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  billSlipChanged: e(409, '结算单据刚被他人处理，请刷新后重试', 'Someone else has just acted on this billing slip; refresh and try again', 'Otra persona acaba de actuar sobre este comprobante de liquidación; actualice e inténtelo de nuevo'),
  billSlipStatementUnpaid: e(409, '结算单{statementNo}尚未付款（{status}），不能入账', 'Statement {statementNo} is not paid yet ({status}): there is nothing to post', 'El estado de cuenta {statementNo} aún no está pagado ({status}): no hay nada que asentar'),
  billSlipStatementTaken: e(409, '结算单{statementNo}已有结算单据{slipNo}', 'Statement {statementNo} already has billing slip {slipNo}', 'El estado de cuenta {statementNo} ya tiene el comprobante {slipNo}'),
  billSlipNothingPaid: e(409, '结算单{statementNo}总额为{total}，没有付给网点的款项', 'Statement {statementNo} totals {total}: no money was paid to the outlet', 'El estado de cuenta {statementNo} suma {total}: no se pagó dinero al punto de servicio'),
  // Picture review (quality/pic-check.ts)
  picCheckActionRefused: e(409, '图片审核当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The picture review is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'La revisión de fotos está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  picCheckChanged: e(409, '图片审核刚被他人处理，请刷新后重试', 'Someone else has just acted on this picture review; refresh and try again', 'Otra persona acaba de actuar sobre esta revisión de fotos; actualice e inténtelo de nuevo'),
  /** A field error: a resubmission that adds no photo. */
  picCheckPhotosRequired: e(400, '请补充至少一张照片', 'add at least one photo', 'añada al menos una foto'),
  /** A field error: batchAssign names a user who does not hold the inspector's pass permission in the tenant. */
  picCheckNotInspector: e(400, '只能分派给有图片审核权限的质检员', 'can only be a quality inspector who reviews pictures', 'solo puede ser un inspector de calidad que revisa fotos'),
  // Quality and accident reports (quality/quality-report.ts), good-comment applications (quality/good-comment.ts)
  qualityReportActionRefused: e(409, '报告当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The report is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'El informe está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  qualityReportChanged: e(409, '报告刚被他人处理，请刷新后重试', 'Someone else has just acted on this report; refresh and try again', 'Otra persona acaba de actuar sobre este informe; actualice e inténtelo de nuevo'),
  /** A field error: neither a product nor a serial number. */
  qualityReportProductRequired: e(400, '请选择产品或填写条码', 'choose the product or enter its serial number', 'elija el producto o indique su número de serie'),
  /** A field error: the serial number is registered to another model than the one chosen. */
  qualityReportSerialMismatch: e(400, '该条码属于其他型号（{model}）', 'this serial number is of another model ({model})', 'este número de serie es de otro modelo ({model})'),
  goodCommentActionRefused: e(409, '好评申请当前状态（{status}）不能执行“{action}”，请刷新后查看', 'The good-comment application is now "{status}" and "{action}" is not possible; refresh to see where it stands', 'La solicitud por buena valoración está ahora en "{status}" y "{action}" no es posible; actualice para ver su estado'),
  goodCommentChanged: e(409, '好评申请刚被他人处理，请刷新后重试', 'Someone else has just acted on this good-comment application; refresh and try again', 'Otra persona acaba de actuar sobre esta solicitud por buena valoración; actualice e inténtelo de nuevo'),
  /** An order already has a pending or approved claim. */
  goodCommentTaken: e(409, '该工单已有好评申请{applyNo}', 'This order already has good-comment application {applyNo}', 'Esta orden ya tiene la solicitud por buena valoración {applyNo}'),
  /** The order is cancelled or settled: no reward can be added to it. */
  goodCommentOrderClosed: e(409, '工单已取消或已结算，不能再增加奖励', 'The order is cancelled or settled: no reward can be added to it', 'La orden está cancelada o liquidada: no se le puede añadir una recompensa'),
  /** A field error: the granted amount is not above zero or above the claimed one. */
  goodCommentGrantTooHigh: e(400, '核准金额须大于 0 且不超过申请金额 {claimed}', 'the amount granted must be above 0 and at most the {claimed} claimed', 'el importe concedido debe ser mayor que 0 y como máximo los {claimed} solicitados'),
  /** A field error: the handling fee takes the whole amount or more. */
  billSlipFeeTooHigh: e(400, '手续费须小于金额', 'the handling fee must be less than the amount', 'la comisión debe ser menor que el importe'),
  /** A field error: an arrival date before the payment date. */
  billSlipBeforePayment: e(400, '不能早于付款日期', 'cannot be before the payment date', 'no puede ser anterior a la fecha de pago'),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERRORS;

/** One problem of a validation failure as the error envelope carries it (in data / objx): the field's dotted path and what is wrong, localised. */
export interface FieldMessage {
  field: string;
  message: string;
}

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

/** A message's placeholders: a value, or a name in each language (a status, an action) picked by the message's language. */
export type ErrorParams = Record<string, string | number | Texts>;

export function errorText(code: ErrorCode, lang: Lang, params: ErrorParams = {}): string {
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? value[lang] : value]));
  return fill(ERRORS[code].text[lang], values);
}

/** The client's fall-back text for an HTTP status without a server message (spec section 8). */
export function statusText(status: number, lang: Lang): string {
  const byStatus: Record<number, ErrorCode> = {
    0: 'tooFrequentRepeat',
    401: 'unauthorized',
    403: 'noPermission',
    404: 'notFound',
    417: 'socialNotBound',
    423: 'demoForbidden',
    426: 'badCredentials',
    428: 'badCaptcha',
    429: 'rateLimited',
    479: 'demoNoPermission',
  };
  return errorText(byStatus[status] ?? 'unknown', lang);
}
