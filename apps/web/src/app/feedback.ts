/**
 * antd's message, modal and notification APIs taken from <App> (so they follow the theme and locale), for code
 * outside React such as the request layer. <FeedbackBridge> fills them in once the app renders.
 */
import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;
export const feedback: Partial<AppApi> = {};
