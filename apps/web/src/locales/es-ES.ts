import type { Messages } from './zh-CN.ts';

export const esES: Messages = {
  app: { name: 'Gestión de Servicio Posventa', short: 'Posventa' },
  common: {
    ok: 'Aceptar', cancel: 'Cancelar', confirm: 'Confirmar', save: 'Guardar', delete: 'Eliminar', edit: 'Editar', add: 'Nuevo', view: 'Ver',
    search: 'Buscar', reset: 'Restablecer', refresh: 'Actualizar', export: 'Exportar', import: 'Importar', actions: 'Acciones', yes: 'Sí', no: 'No',
    loading: 'Cargando…', empty: 'Sin datos', success: 'Hecho', pickOrder: 'Escriba un n.º de orden para buscar', tip: 'Aviso', close: 'Cerrar', upload: 'Subir', clear: 'Vaciar',
    confirmDelete: '¿Eliminar los registros seleccionados?', total: '{{total}} en total', enabled: 'Activo', disabled: 'Inactivo', status: 'Estado',
    createTime: 'Creado', pickDateTime: 'Seleccione fecha y hora', remark: 'Observación', sort: 'Orden', name: 'Nombre', code: 'Código', back: 'Volver',
  },
  time: { justNow: 'ahora mismo', minutesAgo: 'hace {{n}} minutos', hoursAgo: 'hace {{n}} horas', oneDayAgo: 'hace 1 día', today: 'Hoy', yesterday: 'Ayer', last7Days: 'Últimos 7 días', lastWeek: 'La semana pasada', lastMonth: 'El mes pasado', last3Months: 'Últimos tres meses' },
  login: {
    title: 'Gestión de Servicio Posventa', subtitle: 'Servicio para electrodomésticos y electrónica', tabPassword: 'Contraseña', tabMobile: 'Móvil',
    username: 'Usuario', password: 'Contraseña', tenant: 'Elija un inquilino', captcha: 'Código de verificación', submit: 'Entrar',
    mobile: 'Número móvil', smsCode: 'Código SMS', sendCode: 'Enviar código', resend: 'Reenviar en {{s}} s', codeSent: 'Se ha enviado el código',
    social: 'Otro acceso', usernameRequired: 'Introduzca su usuario', passwordRequired: 'Introduzca su contraseña', captchaRequired: 'Introduzca el código de verificación',
    codeRequired: 'Introduzca el código SMS', refreshCaptcha: 'Otra imagen', redirecting: 'Entrando…', copyright: '© {{year}} Gestión de Servicio Posventa',
  },
  session: { expiredTitle: 'Aviso', expired: 'La sesión ha caducado; vuelva a iniciar sesión', loginAgain: 'Volver a entrar' },
  error: {
    timeout: 'La solicitud ha caducado; inténtelo más tarde', network: 'Error de red; compruebe la conexión', failed: 'La operación ha fallado. Inténtelo más tarde.',
    page404: 'Lo sentimos, la página no existe', page401: 'Lo sentimos, primero debe iniciar sesión', page403: 'Lo sentimos, no puede abrir esta página', page500: 'Lo sentimos, el servidor ha fallado',
    backHome: 'Volver al inicio', toLogin: 'Iniciar sesión',
  },
  shell: {
    home: 'Inicio', info: 'Datos personales', settings: 'Ajustes de interfaz', logout: 'Cerrar sesión', logoutConfirm: 'Va a salir del sistema. ¿Continuar?',
    lock: 'Bloquear', lockTitle: 'Fijar contraseña de bloqueo', lockPlaceholder: 'Introduzca una contraseña de bloqueo', lockRequired: 'La contraseña de bloqueo no puede estar vacía',
    unlock: 'Desbloquear', unlockPlaceholder: 'Introduzca la contraseña de bloqueo y pulse Intro', unlockWrong: 'Contraseña de bloqueo incorrecta', fullscreen: 'Pantalla completa', exitFullscreen: 'Salir de pantalla completa',
    switchOrg: 'Cambiar organización', noMenu: 'No se encontró ningún menú', closeOthers: 'Cerrar las demás', closeAll: 'Cerrar todas', more: 'Más', language: 'Idioma',
    theme: 'Tema', themeColor: 'Color del tema', collapse: 'Contraer menú', expand: 'Expandir menú', errorLog: 'Registro de errores',
    reminders: 'Recordatorios pendientes: {{count}}', reminderPanel: { empty: 'No hay recordatorios pendientes', all: 'Ver todas en las alertas de órdenes ({{count}})' }, dynamicPage: 'Página generada', noSuchTable: 'No existe la tabla {{name}}', tenantSwitched: 'Ahora en {{name}}', currentOrg: 'Actual',
  },
  settings: {
    switches: 'Mostrar en la interfaz', tags: 'Barra de pestañas', log: 'Registro de errores', theme: 'Tema', color: 'Color del tema', fullscreen: 'Pantalla completa', lock: 'Bloqueo', collapse: 'Contraer menú', topMenu: 'Menú superior',
    themes: { default: 'Predeterminado', 'theme-white': 'Blanco', 'theme-star': 'Estrellado', 'theme-iview': 'iView', 'theme-d2': 'D2', 'theme-hey': 'Hey' },
  },
  errorLog: {
    upload: 'Subir al servidor', clear: 'Vaciar registros locales', uploadConfirm: '¿Subir los registros locales al servidor?', uploaded: '¡Enviado!', clearConfirm: '¿Vaciar los registros locales?',
    cleared: '¡Vaciado!', type: 'Tipo', url: 'Dirección', message: 'Mensaje', stack: 'Pila', time: 'Hora',
  },
  callCentre: { title: 'Centro de llamadas', expand: 'Ampliar el centro de llamadas', collapse: 'Reducir el centro de llamadas', agent: 'Agente {{agent}}', ready: 'Disponible', caller: 'Número del llamante', ring: 'Llamar a este agente', invalid: 'Introduzca un teléfono válido', log: 'Llamadas' },
  upload: { hint: 'Haga clic o arrastre archivos aquí para subirlos', limits: 'Hasta {{mb}} MB por archivo, {{count}} archivos como máximo.', formats: 'Formatos: {{formats}}', selectionLimit: 'Elija como máximo {{n}} archivos a la vez', summary: '{{uploaded}} subidos, {{succeeded}} correctos, {{failed}} fallidos', failed: 'Error al subir' },
  realtime: { notice: 'Aviso', exportTitle: 'Exportación', exportDone: '{{name}} está listo en la lista de exportaciones', exportFailed: 'La exportación de {{name}} falló' },
  crud: {
    exportQueued: 'La exportación está en cola; descárguela de la lista de exportaciones cuando termine',
    selectFirst: 'Seleccione primero los registros',
    ref: { none: 'Sin asignar', parentFirst: 'Elija primero «{{field}}»' },
    empty: { noMatch: 'Ningún registro coincide con la búsqueda', add: 'Aún no hay registros: pulse Nuevo para crear el primero' },
    columns: {
      button: 'Columnas', title: 'Configuración de columnas', hint: 'Marque las columnas que se muestran y cambie su orden y anchura (píxeles; vacío se ajusta al contenido). Se guarda para la próxima visita.',
      reset: 'Restablecer', auto: 'Auto', width: 'Anchura de {{title}}', up: 'Subir {{title}}', down: 'Bajar {{title}}', resize: 'Arrastre, o pulse las flechas izquierda y derecha, para cambiar la anchura de {{title}}',
    },
    import: {
      step1: 'Paso 1: descargue la plantilla y rellene sus datos.', template: 'Descargar plantilla', templateFile: 'plantilla de importación', step2: 'Paso 2: haga clic o arrastre aquí el archivo .xlsx rellenado',
      allOrNothing: 'Todo o nada (no importar ninguna fila si alguna es incorrecta)', summary: '{{total}} filas: {{succeeded}} importadas, {{failed}} sin importar',
      nothingWritten: 'Hay filas incorrectas, así que, como se pidió, no se importó ninguna.', resultFile: 'Descargar archivo de resultados', line: 'Fila', reason: 'Motivo',
    },
  },
  menu: {
    'top.platform': 'Plataforma', basic: 'Datos básicos',
    system: 'Sistema', 'system.user': 'Usuarios', 'system.role': 'Roles', 'system.menu': 'Menús', 'system.dept': 'Departamentos',
    'system.post': 'Puestos', 'system.tenant': 'Inquilinos', 'system.dict': 'Diccionarios', 'system.param': 'Parámetros', 'system.log': 'Registro de operaciones',
    'system.file': 'Archivos', 'system.token': 'Tokens', 'system.client': 'Gestión de terminales', 'system.social': 'Cuentas sociales', 'system.sms': 'Bandeja de SMS', 'system.doc': 'Documento de la interfaz',
  },
  welcome: {
    greeting: 'Hola, {{name}}', company: 'Organización: {{name}}', roles: 'Roles', permissions: 'Permisos', lastLogin: 'Hoy es {{date}}',
    tips: 'Abra una función desde el menú de la izquierda; cada una se abre como pestaña arriba. Clic derecho en una pestaña para cerrar las demás o todas.',
  },
};
