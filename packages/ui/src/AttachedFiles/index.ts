export { AttachedFiles, type AttachedFilesProps } from './AttachedFiles';
