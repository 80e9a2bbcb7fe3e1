import { Button, List } from 'shared/ui-kit';
import { Form, Input, Picker, Selector, TextArea } from 'shared/ui-kit-forms';
import { CalendarOutline } from 'antd-mobile-icons';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { AreaPage, AsyncView, Section, errorText, joinMeta, useAsyncData } from 'shared/standalone';
import { formatCalendar, formatCalendarSeconds } from 'shared/time-ago';
import { showToast } from 'shared/ui';
import { ActionBar, MainAction } from '../components/action-bar';
import { saveElementAsPdf } from '../components/save-as-pdf';
import styles from './file-weave-page.module.css';

type Template = ContractData<'get', '/api/file-templates'>['list'][number];
type Field = Template['fields'][number];
type Draft = ContractData<'get', '/api/file-drafts'>['list'][number];
type Values = Record<string, string>;

const TEXT_MAX = 100;
const TEXTAREA_MAX = 140;
const NUMBER = /^\d+(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const fill = (body: string, values: Values): string =>
  body.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key]?.trim() || '____');

/** Today in the company's calendar, as the form stores dates: "2026-11-24". */
const today = (): string => formatCalendar(Date.now(), 'day');

const YEARS_BACK = 1;
const YEARS_AHEAD = 5;

/**
 * A date chosen on antd-mobile's wheel picker (the browser's own date input shows mm/dd/yyyy in
 * every language), shown as the app writes dates (2026-11-24) and kept as YYYY-MM-DD.
 */
function DateInput({
  id,
  label,
  value,
  onChange,
}: {
  id?: string | undefined;
  label: string;
  value: string;
  onChange?: ((value: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [year = '', month = '', day = ''] = (DATE.test(value) ? value : today()).split('-');
  const thisYear = Number(today().slice(0, 4));
  const years = Array.from(
    { length: YEARS_BACK + YEARS_AHEAD + 1 },
    (_, i) => thisYear - YEARS_BACK + i,
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  const columns = (picked: (string | number | null)[]) => {
    const y = Number(picked[0] ?? year);
    const m = Number(picked[1] ?? month);
    // Day 0 of the next month is this month's last day (28 to 31).
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return [
      years.map((n) => ({ label: t('train.date.year', { value: n }), value: String(n) })),
      Array.from({ length: 12 }, (_, i) => ({
        label: t('train.date.month', { value: pad(i + 1) }),
        value: pad(i + 1),
      })),
      Array.from({ length: days }, (_, i) => ({
        label: t('train.date.day', { value: pad(i + 1) }),
        value: pad(i + 1),
      })),
    ];
  };
  return (
    <>
      <button
        type="button"
        id={id}
        className={styles.dateField}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {value ? (
          <span>{value}</span>
        ) : (
          <span className={styles.placeholder}>{t('train.file.pickDate')}</span>
        )}
        <CalendarOutline aria-hidden className={styles.dateIcon} />
      </button>
      <Picker
        visible={open}
        title={label}
        columns={columns}
        value={[year, month, day]}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => {
          const [y, m, d] = picked.map((v) => String(v ?? ''));
          const last = new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate();
          // A day the month does not have (31 after switching to a short month) becomes its last.
          onChange?.(`${y}-${m}-${pad(Math.min(Number(d), last))}`);
        }}
        confirmText={t('train.common.confirm')}
        cancelText={t('train.common.cancel')}
      />
    </>
  );
}

/**
 * The input for a field; Form.Item hands it `id`, `value` and `onChange`. The id ties the field
 * to its visible label (antd's TextArea would put an aria-label on its wrapper, not the textarea).
 */
function FieldInput({
  field,
  id,
  value,
  onChange,
}: {
  field: Field;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const props = { id, value: value ?? '', onChange };
  // What to enter or its format, never the label again; "optional" where it may stay empty.
  const optional = field.required ? '' : 'Optional';
  if (field.type === 'textarea')
    return (
      <TextArea
        {...props}
        maxLength={TEXTAREA_MAX}
        showCount
        rows={3}
        placeholder={t(`train.file.notePlaceholder${optional}`)}
      />
    );
  if (field.type === 'date')
    return <DateInput id={id} label={field.label} value={value ?? ''} onChange={onChange} />;
  if (field.type === 'number')
    return (
      <Input
        {...props}
        inputMode="decimal"
        placeholder={t(`train.file.numberPlaceholder${optional}`)}
      />
    );
  return (
    <Input
      {...props}
      maxLength={TEXT_MAX}
      placeholder={t(`train.file.textPlaceholder${optional}`, { max: TEXT_MAX })}
    />
  );
}

function TemplateForm({
  template,
  draft,
  onSaved,
}: {
  template: Template;
  draft: Draft | undefined;
  onSaved: (draft: Draft) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [values, setValues] = useState<Values>(draft?.values ?? {});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const filled = useMemo(() => fill(template.body_template, values), [template, values]);
  const preview = useRef<HTMLElement>(null);
  const [savingPdf, setSavingPdf] = useState(false);

  const savePdf = () => {
    if (!preview.current) return;
    const title = String(form.getFieldValue('__title') ?? '').trim() || template.title;
    setSavingPdf(true);
    saveElementAsPdf(preview.current, `${title}.pdf`)
      .catch(() => showToast(t('train.file.pdfFailed')))
      .finally(() => setSavingPdf(false));
  };

  const rulesOf = (field: Field) => [
    ...(field.required ? [{ required: true, message: t('train.file.required') }] : []),
    {
      validator: (_rule: unknown, value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text === '') return Promise.resolve();
        if (field.type === 'number' && !NUMBER.test(text))
          return Promise.reject(new Error(t('train.file.number')));
        if (field.type === 'date' && !DATE.test(text))
          return Promise.reject(new Error(t('train.file.date')));
        return Promise.resolve();
      },
    },
  ];

  const save = (all: Values & { __title?: string }) => {
    const { __title: title = '', ...rest } = all;
    setBusy(true);
    setRefusal(null);
    api
      .post('/api/file-drafts', {
        body: {
          template_id: template.id,
          ...(draft ? { draft_id: draft.id } : {}),
          title: title.trim(),
          values: Object.fromEntries(
            Object.entries(rest).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
          ),
        },
        loading: false,
        toast: false,
      })
      .then(
        (saved) => {
          setBusy(false);
          showToast(t('train.file.saved'));
          onSaved(saved);
        },
        (error: unknown) => {
          setBusy(false);
          setRefusal(errorText(error, (key, options) => t(key, options)));
        },
      );
  };

  return (
    <>
      <Section title={t('train.file.fill')}>
        <Form
          // Prefixes the fields' ids, which their labels point at.
          name="file-weave"
          className={styles.form}
          form={form}
          layout="vertical"
          initialValues={{ __title: draft?.title ?? template.title, ...(draft?.values ?? {}) }}
          onValuesChange={(_changed, all: Values) => setValues(all)}
          onFinish={save}
        >
          <Form.Item
            name="__title"
            label={t('train.file.title')}
            rules={[{ required: true, whitespace: true, message: t('train.file.required') }]}
          >
            <Input maxLength={60} placeholder={t('train.file.titlePlaceholder')} />
          </Form.Item>
          {template.fields.map((field) => (
            <Form.Item
              key={field.key}
              name={field.key}
              label={field.label}
              required={field.required}
              rules={rulesOf(field)}
            >
              <FieldInput field={field} />
            </Form.Item>
          ))}
        </Form>
      </Section>
      <Section title={t('train.file.preview')}>
        <article ref={preview} className={styles.paper} aria-labelledby="file-preview-title">
          <h3 id="file-preview-title" className={styles.paperTitle}>
            {template.title}
          </h3>
          <p className={styles.paperBody}>{filled}</p>
        </article>
      </Section>
      <ActionBar>
        <Button loading={savingPdf} onClick={savePdf}>
          {t('train.file.pdf')}
        </Button>
        <MainAction refusal={refusal}>
          <Button block color="primary" loading={busy} onClick={() => form.submit()}>
            {t('train.file.save')}
          </Button>
        </MainAction>
      </ActionBar>
    </>
  );
}

function Workbench({ templates, drafts }: { templates: Template[]; drafts: Draft[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [mine, setMine] = useState(drafts);
  const draft = mine.find((d) => String(d.id) === params.get('draft'));
  const template =
    templates.find((tpl) => tpl.id === draft?.template_id) ??
    templates.find((tpl) => String(tpl.id) === params.get('template')) ??
    templates[0];
  if (!template) return null;
  return (
    <>
      <Section title={t('train.file.pickTemplate')}>
        <div className={styles.templates}>
          <Selector
            className={styles.selector}
            columns={2}
            value={[String(template.id)]}
            onChange={([v]) => v && setParams({ template: v }, { replace: true })}
            options={templates.map((tpl) => ({
              label: tpl.title,
              description: tpl.category,
              value: String(tpl.id),
            }))}
          />
          <p className={styles.description}>{template.description}</p>
        </div>
      </Section>
      {mine.length > 0 ? (
        <Section title={t('train.file.drafts')}>
          <List className={styles.drafts}>
            {mine.map((d) => (
              <List.Item
                key={d.id}
                arrowIcon
                description={joinMeta([
                  d.template_title,
                  formatCalendarSeconds(d.updated_at, 'dayTime'),
                ])}
                onClick={() => setParams({ draft: String(d.id) }, { replace: true })}
              >
                {d.title}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      <TemplateForm
        key={`${template.id}:${draft?.id ?? 'new'}`}
        template={template}
        draft={draft}
        onSaved={(saved) => {
          setMine((list) => [saved, ...list.filter((d) => d.id !== saved.id)]);
          setParams({ draft: String(saved.id) }, { replace: true });
        }}
      />
    </>
  );
}

/**
 * /pagesTrain/fileWeave/fileWeave: procurement file drafting: pick a template, fill in its
 * fields (checked as you go), watch the document take shape, save it, download it as a PDF.
 */
export default function FileWeavePage() {
  const data = useAsyncData(async (signal) => {
    const [templates, drafts] = await Promise.all([
      api.get('/api/file-templates', { loading: false, toast: false, signal }),
      api.get('/api/file-drafts', { loading: false, toast: false, signal }),
    ]);
    return { templates: templates.list, drafts: drafts.list };
  }, []);
  return (
    <AreaPage title="page.train.fileWeave" about="train.fileWeave.about">
      <AsyncView state={data} onRetry={data.reload} isEmpty={(d) => d.templates.length === 0}>
        {(d) => <Workbench templates={d.templates} drafts={d.drafts} />}
      </AsyncView>
    </AreaPage>
  );
}
