export { MessageThread, type MessageThreadProps, type ThreadMessageData } from './MessageThread';
