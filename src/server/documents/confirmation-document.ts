import { formatAmount, formatQuantity, type DocumentLayout } from './document-layout';
import { renderHtml } from './html-layout';
import { renderPdf } from './pdf-layout';

/** An ECM trade confirmation between seller and buyer. */
export interface Confirmation {
  confirmationId: string;
  tradeId: string;
  /** yyyy-mm-dd */
  tradeDate: string;
  seller: string;
  buyer: string;
  commodity: 'Electricity' | 'Natural gas';
  product: string;
  deliveryPoint: string;
  deliveryStart: string;
  deliveryEnd: string;
  /** Capacity per hour, e.g. 25 MW. */
  capacity: number;
  capacityUnit: string;
  totalQuantity: number;
  totalQuantityUnit: string;
  price: number;
  currency: string;
  agreement: string;
}

function confirmationLayout(confirmation: Confirmation): DocumentLayout {
  return {
    title: 'Trade Confirmation',
    reference: `Confirmation ${confirmation.confirmationId}`,
    fields: [
      ['Trade ID', confirmation.tradeId],
      ['Trade date', confirmation.tradeDate],
      ['Seller', confirmation.seller],
      ['Buyer', confirmation.buyer],
      ['Commodity', confirmation.commodity],
      ['Product', confirmation.product],
      ['Delivery point', confirmation.deliveryPoint],
      ['Delivery period', `${confirmation.deliveryStart} to ${confirmation.deliveryEnd}`],
      ['Contract capacity', formatQuantity(confirmation.capacity, confirmation.capacityUnit)],
      ['Total quantity', formatQuantity(confirmation.totalQuantity, confirmation.totalQuantityUnit)],
      ['Price', `${formatAmount(confirmation.price, confirmation.currency)}/${confirmation.totalQuantityUnit}`],
    ],
    totals: [
      ['Total contract value', formatAmount(confirmation.price * confirmation.totalQuantity, confirmation.currency)],
    ],
    notes: [`This confirmation is governed by the ${confirmation.agreement}.`],
  };
}

export const buildConfirmationPdf = (confirmation: Confirmation, createdAt: Date): Promise<Buffer> =>
  renderPdf(confirmationLayout(confirmation), createdAt);

export const buildConfirmationHtml = (confirmation: Confirmation): string =>
  renderHtml(confirmationLayout(confirmation));
