import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { isChunkLoadError, showLoadFailureNotice } from '../utils/chunkLoadFailure';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) showLoadFailureNotice(document, event.reason);
  });
}
