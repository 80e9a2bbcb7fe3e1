export { timeAgo } from './time-ago';
export { formatDate, toDate, type DateInput } from './to-date';
