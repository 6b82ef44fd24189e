/** What a stopped job's detail says above its summary. */
export const STOPPED_JOB_NOTICE = '该职位已停止招聘，您可以看看下方的相似职位。';
