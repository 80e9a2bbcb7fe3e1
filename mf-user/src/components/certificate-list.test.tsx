import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { MyCertificates } from './certificate-list';
import type { Certificate } from './certificate-sheet';

afterEach(resetAreaTest);

const API = 'http://localhost:3100/api/certificates';
const certificate = (
  serial: string,
  kind: Certificate['kind'],
  title: string,
  issuedAt: number,
): Certificate => ({
  serial,
  kind,
  title,
  holder_name: '张三',
  issued_at: issuedAt,
  verify_url: `${API}/${serial}/verify`,
  pdf_url: `${API}/${serial}/pdf`,
});

// Newest first, as the API sends them.
const LIST = [
  certificate('YJ-7K3M-Q9TD-2XWA', 'route', '新人成长路线', 1_764_028_800), // 2025-11-25 08:00 China
  certificate('YJ-4SFB-30ZZ-0APT', 'paper', '岗位知识月度考核', 1_761_451_200),
  certificate('YJ-6EB7-NX16-P1SG', 'course', '门店服务礼仪标准', 1_761_300_000),
  certificate('YJ-9J9Z-PKWJ-C6FN', 'course', '员工行为准则', 1_761_200_000),
];
const page = (list: Certificate[]) => ok({ list, total: list.length, page: 1, pageSize: 100 });

function renderList(list: Certificate[]) {
  const adapter = fakeApi({ 'GET /api/certificates': page(list) });
  act(() => logInAs());
  renderAt(<MyCertificates />, '/pages/user/index');
  return adapter;
}

describe('My certificates', () => {
  it('lists the newest three with kind, date and serial, and shows the rest on request', async () => {
    const adapter = renderList(LIST);
    expect(await screen.findByText('新人成长路线')).toBeVisible();
    const list = screen.getByRole('region', { name: 'My certificates' });
    expect(within(list).getByText(/Learning path · 2025-11-25/)).toBeVisible();
    expect(within(list).getByText('YJ-7K3M-Q9TD-2XWA')).toBeVisible();
    expect(within(list).getByText(/Exam · /)).toBeVisible();
    expect(within(list).queryByText('员工行为准则')).not.toBeInTheDocument();
    expect(adapter.calls[0]?.params).toMatchObject({ page: 1, pageSize: 100 });

    fireEvent.click(screen.getByRole('button', { name: 'Show all 4' }));
    expect(within(list).getByText('员工行为准则')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('opens a sheet with the QR code of the verification page and real links', async () => {
    renderList(LIST);
    fireEvent.click(await screen.findByText('岗位知识月度考核'));
    const sheet = await screen.findByTestId('certificate-sheet');
    expect(within(sheet).getByRole('heading', { name: 'Certificate' })).toBeVisible();
    expect(within(sheet).getByText('Passed the exam')).toBeVisible();
    expect(within(sheet).getByText('Holder: 张三')).toBeVisible();
    expect(within(sheet).getByText('Serial YJ-4SFB-30ZZ-0APT')).toBeVisible();
    expect(within(sheet).getByText(/^Issued \d{4}-\d{2}-\d{2}$/)).toBeVisible();

    const qr = await within(sheet).findByRole('img', { name: 'QR code of the verification page' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    const pdf = within(sheet).getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `${API}/YJ-4SFB-30ZZ-0APT/pdf?download=1`);
    const verify = within(sheet).getByRole('link', { name: 'Open verification page' });
    expect(verify).toHaveAttribute('href', `${API}/YJ-4SFB-30ZZ-0APT/verify`);
    expect(verify).toHaveAttribute('target', '_blank');
    expect(verify).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says how to earn one when there are none', async () => {
    renderList([]);
    expect(await screen.findByText(/^No certificates yet\./)).toBeVisible();
    expect(screen.queryByText(/^YJ-/)).not.toBeInTheDocument();
  });
});
