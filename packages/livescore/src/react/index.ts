// The React layer of the score widget. Styles: `@tribune/livescore/widget.css`.
export { CONNECTION_OPTIONS, centrifugeTransport } from './centrifugeTransport.js';
export { LiveScoreWidget, type LiveScoreWidgetProps } from './LiveScoreWidget.js';
export {
  type LiveScoreStoreProps,
  useLiveScoreSnapshot,
  useLiveScoreStore,
} from './useLiveScoreStore.js';
export {
  type LiveScoreWidgetBehaviour,
  useLiveScoreWidget,
  type WidgetBehaviourOptions,
} from './useLiveScoreWidget.js';
