export { FileDropZone, type FileDropZoneProps } from './FileDropZone';
export { checkFile, type FileProblem, type FileRules } from './checkFile';
