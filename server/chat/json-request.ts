// Questions and votes are taken as JSON only: a cross-site form (text/plain,
// urlencoded, multipart) cannot post JSON without a preflight the chat refuses.

/** Whether a request says its body is JSON (`application/json`, any parameters, any case). */
export function sentAsJson(request: { headers: { 'content-type'?: string } }): boolean {
  return String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() === 'application/json';
}
