/**
 * @agrimap/video-sdk/simulator — a Node WebSocket server that speaks the plugin side of the
 * protocol, for tests, benchmarks and the sandbox. Needs the `ws` package.
 */
export { encodeFlatJpeg, huffmanCodes, testCardJpeg, toBase64 } from './jpeg.js';
export {
  type SimulatorFaults,
  type SimulatorHandle,
  type SimulatorOptions,
  type SimulatorStats,
  startSimulator,
} from './server.js';
