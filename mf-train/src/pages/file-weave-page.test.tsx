import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { formatCalendar } from 'shared/time-ago';
import { FILE_TEMPLATE } from '../testing/fixtures';
import { saveElementAsPdf } from '../components/save-as-pdf';
import FileWeavePage from './file-weave-page';

jest.mock('../components/save-as-pdf', () => ({ saveElementAsPdf: jest.fn() }));
const savePdf = jest.mocked(saveElementAsPdf);

// Unmount before the session resets, so no page re-renders outside act().
afterEach(() => {
  cleanup();
  resetAreaTest();
});
beforeEach(() => logInAs());

const PATH = '/pagesTrain/fileWeave/fileWeave';

describe('FileWeavePage', () => {
  it('checks the fields as I fill them, previews the document and saves the draft', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/file-templates': ok({ list: [FILE_TEMPLATE] }),
      'GET /api/file-drafts': ok({ list: [] }),
      'POST /api/file-drafts': ok({
        id: 3,
        template_id: 1,
        template_title: '样机采购申请单',
        title: '样机采购申请单',
        values: { shop: '南京西路店', quantity: '2' },
        body: '南京西路店申请采购样机共2台。',
        created_at: 1790000000,
        updated_at: 1790000000,
      }),
    });
    renderAt(<FileWeavePage />, PATH);
    expect(await screen.findByText('____申请采购样机共____台。')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);

    const shop = screen.getByRole('textbox', { name: /^申请门店/ });
    const quantity = screen.getByRole('textbox', { name: /^数量/ });
    await user.type(shop, '南京西路店');
    await user.type(quantity, 'two');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Enter a number (up to two decimals)')).toBeVisible();
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(screen.getByText('南京西路店申请采购样机共2台。')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(1));
    const post = adapter.calls.find((c) => c.method === 'post');
    expect(JSON.parse(String(post!.data))).toEqual({
      template_id: 1,
      title: '样机采购申请单',
      values: { shop: '南京西路店', quantity: '2' },
    });
    expect(await screen.findByText('My drafts')).toBeVisible();
  });

  it('downloads the filled-in document as a PDF named after its title, and says so if it fails', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/file-templates': ok({ list: [FILE_TEMPLATE] }),
      'GET /api/file-drafts': ok({ list: [] }),
    });
    savePdf.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('no canvas'));
    renderAt(<FileWeavePage />, PATH);
    await user.type(await screen.findByRole('textbox', { name: /^申请门店/ }), '南京西路店');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(savePdf).toHaveBeenCalledTimes(1));
    const [element, fileName] = savePdf.mock.calls[0]!;
    expect(element).toHaveTextContent('南京西路店申请采购样机共____台。');
    expect(fileName).toBe('样机采购申请单.pdf');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Could not make the PDF. Try again.')).toBeVisible();
  });
  it('names every field by its visible label, the long-text ones too', async () => {
    fakeApi({
      'GET /api/file-templates': ok({
        list: [
          {
            ...FILE_TEMPLATE,
            fields: [
              ...FILE_TEMPLATE.fields,
              { key: 'reason', label: '申请理由', type: 'textarea', required: false },
            ],
          },
        ],
      }),
      'GET /api/file-drafts': ok({ list: [] }),
    });
    renderAt(<FileWeavePage />, PATH);
    const reason = await screen.findByLabelText('申请理由');
    expect(reason.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: '申请理由' })).toBe(reason);
    // A required field's label ends in its asterisk.
    expect(screen.getByLabelText(/^Document title/)).toHaveValue('样机采购申请单');
  });

  it('says in each field what to enter or its format, never its label again', async () => {
    fakeApi({
      'GET /api/file-templates': ok({
        list: [
          {
            ...FILE_TEMPLATE,
            fields: [
              ...FILE_TEMPLATE.fields,
              { key: 'remark', label: '备注', type: 'text', required: false },
              { key: 'reason', label: '申请理由', type: 'textarea', required: false },
            ],
          },
        ],
      }),
      'GET /api/file-drafts': ok({ list: [] }),
    });
    renderAt(<FileWeavePage />, PATH, { language: 'zh-CN' });
    const placeholderOf = (name: RegExp) =>
      screen.getByRole('textbox', { name }).getAttribute('placeholder');
    await screen.findByRole('textbox', { name: /^申请门店/ });
    expect(placeholderOf(/^文件标题/)).toBe('便于日后查找的名称');
    expect(placeholderOf(/^申请门店/)).toBe('最多 100 字');
    expect(placeholderOf(/^数量/)).toBe('只填数字，如 12 或 1280.50');
    expect(placeholderOf(/^备注/)).toBe('选填，最多 100 字');
    expect(placeholderOf(/^申请理由/)).toBe('选填，简要写明即可');
    for (const box of screen.getAllByRole('textbox')) {
      const label = document.querySelector(`label[for="${box.id}"]`)?.textContent ?? '';
      expect(box.getAttribute('placeholder')).toBeTruthy();
      expect(box.getAttribute('placeholder')).not.toContain(label.replace(/\*/g, '').trim());
    }
  });

  it('picks a date on a wheel and shows it as the app writes dates, in either language', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const adapter = fakeApi({
      'GET /api/file-templates': ok({
        list: [
          {
            ...FILE_TEMPLATE,
            fields: [
              { key: 'shop', label: '申请门店', type: 'text', required: false },
              { key: 'arrive', label: '期望到货日期', type: 'date', required: true },
            ],
            body_template: '{{shop}}期望于{{arrive}}前到货。',
          },
        ],
      }),
      'GET /api/file-drafts': ok({ list: [] }),
      'POST /api/file-drafts': ok({
        id: 3,
        template_id: 1,
        template_title: '样机采购申请单',
        title: '样机采购申请单',
        values: {},
        body: '',
        created_at: 1790000000,
        updated_at: 1790000000,
      }),
    });
    renderAt(<FileWeavePage />, PATH, { language: 'zh-CN' });
    const field = await screen.findByRole('button', { name: /^期望到货日期/ });
    // Not the browser's date input, which writes mm/dd/yyyy whatever the language.
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(field).toHaveTextContent('请选择日期');
    await user.click(field);
    await user.click(await screen.findByText('确定'));
    const today = formatCalendar(Date.now(), 'day');
    await waitFor(() => expect(field).toHaveTextContent(today));
    expect(screen.getByText(`____期望于${today}前到货。`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(1));
    const post = adapter.calls.find((c) => c.method === 'post');
    expect(JSON.parse(String(post!.data)).values).toEqual({ arrive: today });
  });
});
