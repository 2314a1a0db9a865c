// The board package: the component, its data types and its sounds.
export { Board, type BoardProps } from './Board';
export * from './types';
export { playSound, soundNames, type SoundName } from './sounds';
