import { screen } from '@testing-library/react';
import { CheckCircleOutline, CloseCircleOutline, FileOutline } from 'antd-mobile-icons';
import { EmptyState } from './empty-state';
import { StatusBlock } from './status-block';
import { renderWithProviders } from './testing/render-with-providers';

/** The block that holds a title (antd-mobile's ErrorBlock root). */
const blockOf = (title: string) => screen.getByText(title).closest('.adm-error-block');

describe('StatusBlock: an outcome reads strong, an empty list stays calm', () => {
  it('gives a paid outcome a strong title', () => {
    renderWithProviders(
      <StatusBlock
        Picture={CheckCircleOutline}
        tone="success"
        title="Payment successful"
        description="¥199.00 paid from your balance."
      />,
    );
    expect(blockOf('Payment successful')).toHaveAttribute('data-emphasis', 'strong');
    expect(blockOf('Payment successful')).toHaveClass('strong');
  });

  it('gives a failed outcome a strong title', () => {
    renderWithProviders(
      <StatusBlock Picture={CloseCircleOutline} tone="danger" title="Payment failed" />,
    );
    expect(blockOf('Payment failed')).toHaveAttribute('data-emphasis', 'strong');
  });

  it('keeps an empty list calm', () => {
    renderWithProviders(<EmptyState title="No orders yet" />);
    expect(blockOf('No orders yet')).toHaveAttribute('data-emphasis', 'calm');
    expect(blockOf('No orders yet')).not.toHaveClass('strong');
  });

  it('lets a page say an outcome in the brand tone is still its news', () => {
    renderWithProviders(
      <StatusBlock Picture={FileOutline} emphasis="strong" title="Request sent" />,
    );
    expect(blockOf('Request sent')).toHaveAttribute('data-emphasis', 'strong');
  });
});
