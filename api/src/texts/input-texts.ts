/**
 * Bad input a handler finds after the contract's validation (HTTP 422). The English names the
 * field as the contract spells it, for developers; the Chinese says what to fix.
 */
export const INPUT_TEXTS = {
  'input.passwordOrCode': {
    en: 'password or code is required (send exactly one of them)',
    'zh-CN': '请填写密码或验证码（二选一）',
  },
  'input.answerEmpty': { en: 'answer must not be empty', 'zh-CN': '请先作答' },
  'input.answerBlanks': {
    en: 'answer must have {blanks} text(s), one per blank',
    'zh-CN': '请为 {blanks} 个空分别填写答案',
  },
  'input.answerFillOne': { en: 'answer must fill at least one blank', 'zh-CN': '请至少填写一个空' },
  'input.answerRepeat': { en: 'answer must not repeat an option', 'zh-CN': '答案中的选项不能重复' },
  'input.answerUnknownOption': {
    en: 'answer has "{option}", which is not an option of this question',
    'zh-CN': '“{option}”不是这道题的选项',
  },
  'input.answerOneOption': {
    en: 'answer must be exactly one option for this question',
    'zh-CN': '这道题只能选一个选项',
  },
  'input.commentBlank': { en: 'body must not be blank', 'zh-CN': '评论内容不能为空' },
  'input.commentTooLong': {
    en: 'body must be at most {max} characters',
    'zh-CN': '评论最多 {max} 个字',
  },
  'input.chapterRequired': {
    en: 'chapter_id is required to practise a chapter',
    'zh-CN': '章节练习须指定章节（chapter_id）',
  },
  'input.questionnaireOneText': {
    en: 'answers[question {question}] must be one text',
    'zh-CN': '题目 {question} 只能填写一段文字',
  },
  'input.questionnaireOption': {
    en: 'answers[question {question}] must be one of the options',
    'zh-CN': '题目 {question} 的答案须为给出的选项',
  },
  'input.questionnaireOneOption': {
    en: 'answers[question {question}] must be one option',
    'zh-CN': '题目 {question} 只能选一项',
  },
  'input.questionnaireUnknownQuestion': {
    en: 'answers names question {question}, which is not in this questionnaire',
    'zh-CN': '问卷中没有题目 {question}',
  },
  'input.testUnknownQuestion': {
    en: 'answers names question {question}, which is not in this test',
    'zh-CN': '测试中没有题目 {question}',
  },
  'input.titleRequired': { en: 'title is required', 'zh-CN': '请填写标题' },
  'input.noTemplate': { en: 'template_id names no template', 'zh-CN': '模板不存在' },
  'input.notTemplateField': {
    en: 'values.{key} is not a field of this template',
    'zh-CN': '{key} 不是该模板的字段',
  },
  'input.fieldRequired': { en: 'values.{key} ({label}) is required', 'zh-CN': '请填写{label}' },
  'input.fieldNumber': {
    en: 'values.{key} ({label}) must be a number',
    'zh-CN': '{label}须为数字',
  },
  'input.fieldDate': {
    en: 'values.{key} ({label}) must be a date (YYYY-MM-DD)',
    'zh-CN': '{label}须为日期（YYYY-MM-DD）',
  },
  'input.fieldTooLong': {
    en: 'values.{key} ({label}) must be at most {max} characters',
    'zh-CN': '{label}最多 {max} 个字',
  },
  'input.shareUrlAbsolute': {
    en: 'url must be an absolute page address such as http://localhost:3000/news',
    'zh-CN': 'url 须为完整的页面地址，例如 http://localhost:3000/news',
  },
  'input.shareUrlOrigin': {
    en: 'url must be a page of this app ({origin} is not one of its origins)',
    'zh-CN': 'url 须为本应用的页面（{origin} 不是本应用的地址）',
  },
  'input.keywordBlank': {
    en: 'query parameter keyword must not be blank',
    'zh-CN': '请输入搜索关键词',
  },
  'input.photoNotUploaded': {
    en: 'photos[{index}] must be the URL of an image you uploaded',
    'zh-CN': '第 {number} 张照片须为你上传的图片',
  },
  'input.photoTwice': {
    en: 'photos[{index}] is sent twice',
    'zh-CN': '第 {number} 张照片重复了',
  },
  'input.clockinBodyBlank': { en: 'body must not be blank', 'zh-CN': '请填写打卡内容' },
  'input.clockinPhotoRequired': {
    en: 'photos must hold at least one photo for this task',
    'zh-CN': '这项任务须上传至少一张照片',
  },
  'input.clockinLocationRequired': {
    en: 'location is required for this task',
    'zh-CN': '这项任务须提供位置',
  },
  'input.clockinLatLng': {
    en: 'latitude and longitude must be sent together',
    'zh-CN': '经度和纬度须同时提供',
  },
  'input.fileRequired': {
    en: 'file is required: send multipart/form-data with a "file" field',
    'zh-CN': '请选择文件（multipart/form-data 的 file 字段）',
  },
  'input.fileTooLargeAny': {
    en: 'file is too large (images 5 MB, PDF 20 MB, video 50 MB)',
    'zh-CN': '文件过大（图片 5 MB，PDF 20 MB，视频 50 MB）',
  },
  'input.fileType': {
    en: 'file must be an image (JPEG, PNG, GIF, WebP), a PDF or a video (MP4, WebM)',
    'zh-CN': '文件须为图片（JPEG、PNG、GIF、WebP）、PDF 或视频（MP4、WebM）',
  },
  'input.fileTooLarge': {
    en: 'file is too large: at most {mb} MB for {mime}',
    'zh-CN': '文件过大：{mime} 最大 {mb} MB',
  },
  'input.fileEmpty': { en: 'file is empty', 'zh-CN': '文件为空' },
  'input.reportValueRequired': {
    en: '{field} is required for an lcp report (milliseconds, 0 to 600000)',
    'zh-CN': 'lcp 上报须带 {field}（毫秒，0 到 600000）',
  },
  'input.reportValueOnlyLcp': {
    en: '{field} is only for lcp reports',
    'zh-CN': '只有 lcp 上报才带 {field}',
  },
  'input.reportMessageOnlyErrors': {
    en: '{field} is only for error reports, not lcp',
    'zh-CN': '只有错误上报才带 {field}，lcp 上报不带',
  },
  'input.windowOrder': {
    en: 'since ({since}) must not be after until ({until})',
    'zh-CN': '开始时间 {since} 不能晚于结束时间 {until}',
  },
  'input.dateTime': {
    en: '{field} must be an ISO 8601 date-time such as 2026-11-25T15:00:00.000Z',
    'zh-CN': '{field} 须为 ISO 8601 时间，例如 2026-11-25T15:00:00.000Z',
  },
} as const;
