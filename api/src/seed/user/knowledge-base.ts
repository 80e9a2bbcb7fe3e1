import { seededKind } from '../../texts';
import type { SeedContext } from '../context';
import {
  mediaSize,
  mediaUrl,
  photo,
  TEXT_DOCS,
  VIDEOS,
  type TextDocSpec,
} from '../media/catalogue';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { DAY, HOUR } from '../time';

type Kind = 'pdf' | 'image' | 'video' | 'doc';

/** Folders, with optional subfolders, and their files: [title, kind, file]. */
type FolderData = {
  name: string;
  files?: readonly (readonly [string, Kind, string])[];
  children?: readonly FolderData[];
};

const doc = (i: number): string => (TEXT_DOCS[i] as TextDocSpec).file;
const video = (i: number): string => (VIDEOS[i % VIDEOS.length] as (typeof VIDEOS)[number]).file;

const FOLDERS: readonly FolderData[] = [
  {
    name: '公司制度',
    files: [
      ['员工手册（2026版）', 'pdf', 'doc-staff-handbook.pdf'],
      ['门店服务标准（2026版）', 'doc', doc(0)],
      ['门店开闭店检查清单', 'doc', doc(1)],
      ['退换货管理规定', 'pdf', 'doc-policy.pdf'],
      ['顾客信息保护规定', 'pdf', 'doc-policy.pdf'],
      ['廉洁从业规定', 'pdf', 'doc-policy.pdf'],
    ],
  },
  {
    name: '培训课件',
    files: [
      ['顾问式销售五步法', 'pdf', 'doc-courseware.pdf'],
      ['门店服务礼仪培训', 'pdf', 'doc-courseware.pdf'],
      ['消防安全培训', 'pdf', 'doc-courseware.pdf'],
      ['新员工入职培训', 'pdf', 'doc-staff-handbook.pdf'],
      ['店长管理必修课', 'pdf', 'doc-courseware.pdf'],
    ],
  },
  {
    name: '产品手册',
    children: [
      {
        name: '冰箱洗衣机',
        files: [
          ['十字对开门冰箱使用说明书', 'pdf', 'doc-product-manual.pdf'],
          ['滚筒洗烘一体机使用说明书', 'pdf', 'doc-product-manual.pdf'],
          ['洗烘套装安装说明', 'pdf', 'doc-product-manual.pdf'],
        ],
      },
      {
        name: '空调',
        files: [
          ['新一级变频挂机使用说明书', 'pdf', 'doc-product-manual.pdf'],
          ['柜机安装手册', 'pdf', 'doc-product-manual.pdf'],
          ['空调安装演示', 'video', video(0)],
        ],
      },
      {
        name: '厨卫电器',
        files: [
          ['侧吸式油烟机安装手册', 'pdf', 'doc-product-manual.pdf'],
          ['零冷水热水器使用说明书', 'pdf', 'doc-product-manual.pdf'],
          ['洗碗机使用指南', 'pdf', 'doc-product-manual.pdf'],
        ],
      },
    ],
  },
  {
    name: '操作指南',
    files: [
      ['售后服务操作指引', 'doc', doc(2)],
      ['收银系统操作指南', 'pdf', 'doc-staff-handbook.pdf'],
      ['学习平台使用指南', 'pdf', 'doc-staff-handbook.pdf'],
      ['企业微信使用指南', 'pdf', 'doc-courseware.pdf'],
    ],
  },
  {
    name: '视频教程',
    files: [
      ['冰箱保鲜功能演示', 'video', video(1)],
      ['灭火器使用演示', 'video', video(2)],
      ['收银系统操作演示', 'video', video(0)],
      ['厨电烹饪演示', 'video', video(1)],
    ],
  },
  {
    name: '图片素材',
    files: [
      ['门店陈列标准图', 'image', 'photo-display.svg'],
      ['晨会现场', 'image', 'photo-morning-meeting.svg'],
      ['上门安装示范', 'image', 'photo-installation.svg'],
      ['顾客接待示范', 'image', 'photo-customer.svg'],
      ['培训课堂掠影', 'image', 'photo-classroom.svg'],
    ],
  },
];

const UPLOADERS = ['优家商学院', '总经办', '产品中心', '服务中心', '品牌部'];

/**
 * A file's text in the search index, whose snippets readers see: one sentence naming its folder,
 * what it is and who shared it (search.file.<kind> in the catalogue, in the reader's language);
 * never a raw kind such as "video". The folder path and the department carry their kinds
 * (folderKind, uploaderKind), so they too read in the reader's language.
 */
export function fileSearchText(
  folderPath: string,
  kind: Kind,
  uploader: string,
): { textKind: `file.${Kind}`; params: Record<string, string> } {
  const folder = folderPath.replace(/^知识库\//, '');
  return {
    textKind: `file.${kind}`,
    params: {
      folder,
      folderKind: folder
        .split('/')
        .map((name) => seededKind('kbFolder.', name))
        .join('/'),
      uploader,
      uploaderKind: seededKind('department.', uploader),
    },
  };
}

/** Knowledge-base folders and files, and who read what. */
export function seedKnowledgeBase(ctx: SeedContext, org: Org): void {
  const { write, now } = ctx;
  const rng = randomFor('knowledge-base');
  const files: { id: number; createdAt: number }[] = [];
  let sort = 0;

  const addFolder = (folder: FolderData, parentId: number | null, path: string): void => {
    const folderId = write.insert('kb_folders', {
      parent_id: parentId,
      name: folder.name,
      name_kind: seededKind('kbFolder.', folder.name),
      sort: sort++,
    });
    for (const [title, kind, file] of folder.files ?? []) {
      const url = kind === 'image' ? photo(file.replace(/\.svg$/, '')) : mediaUrl(file);
      const createdAt = now - rng.int(3, 300) * DAY - rng.int(0, 12) * HOUR;
      const summary = `${path}/${folder.name}：${title}`;
      const uploader = rng.pick(UPLOADERS);
      const id = write.insert('kb_files', {
        folder_id: folderId,
        title,
        summary,
        kind,
        url,
        size_bytes: mediaSize(url),
        uploaded_by: uploader,
        uploaded_by_kind: seededKind('department.', uploader),
        created_at: createdAt,
      });
      files.push({ id, createdAt });
      const text = fileSearchText(`${path}/${folder.name}`, kind, uploader);
      ctx.indexText('file', id, title, text.textKind, text.params);
    }
    for (const child of folder.children ?? []) addFolder(child, folderId, `${path}/${folder.name}`);
  };
  for (const folder of FOLDERS) addFolder(folder, null, '知识库');

  const readers = [org.demo.joined, ...rng.sample(org.members, 80)];
  for (const reader of readers) {
    for (const file of rng.sample(files, reader === org.demo.joined ? 10 : rng.int(1, 5))) {
      const first = file.createdAt + rng.int(HOUR, Math.max(HOUR, now - file.createdAt - HOUR));
      write.insert('kb_reads', {
        user_id: reader.id,
        file_id: file.id,
        first_read_at: first,
        last_read_at: Math.min(now, first + rng.int(0, 10) * DAY),
        read_count: rng.int(1, 4),
      });
    }
  }
}
