import { CROSS_AREA_LINKS } from 'shared/paths';

/** The cashier page (mf-train) of one order: it offers balance, points or WeChat Pay. */
export const cashierPath = CROSS_AREA_LINKS.cashier;
