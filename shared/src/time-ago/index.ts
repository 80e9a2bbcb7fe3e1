export { timeAgo } from './time-ago';
export { formatDate, toDate, type DateInput } from './to-date';
export {
  COMPANY_TIME_ZONE,
  formatCalendar,
  formatCalendarSeconds,
  type CalendarFormat,
} from './calendar-formats';
