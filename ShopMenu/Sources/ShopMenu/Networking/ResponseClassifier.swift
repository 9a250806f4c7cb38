import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A failed attempt: the error to report and, if the server said, how long to wait before
/// trying again (`Retry-After`).
struct AttemptFailure: Error {
  var error: MenuAPIError
  var retryAfter: TimeInterval?
}

/// Turns a completed HTTP exchange into a ``FetchResponse`` or an ``AttemptFailure``.
enum ResponseClassifier {
  // MARK: - Status

  /// Classifies a response.
  /// - Parameters:
  ///   - sentValidators: whether the request was conditional; a `304` to a request that was
  ///     not is an unexpected status.
  static func classify(
    _ response: HTTPURLResponse, body: Data, sentValidators: Bool, now: Date = Date()
  ) throws -> FetchResponse {
    let status = response.statusCode
    let header = { (name: String) in response.value(forHTTPHeaderField: name) }
    let retryAfter = RetryAfter.seconds(header("Retry-After"), now: now)
    switch status {
    case 200...299:
      if let reason = unusableReason(contentType: header("Content-Type"), body: body) {
        throw AttemptFailure(error: .unusableBody(reason: reason))
      }
      let validators = CacheValidators(
        etag: nonEmpty(header("ETag")),
        lastModified: nonEmpty(header("Last-Modified"))
      )
      return .modified(body, validators)
    case 304 where sentValidators:
      return .notModified
    case 401, 403:
      throw AttemptFailure(error: .keyRejected(status: status))
    case 404:
      throw AttemptFailure(error: .notFound)
    case 429:
      throw AttemptFailure(error: .rateLimited(retryAfter: retryAfter), retryAfter: retryAfter)
    case 500...599:
      throw AttemptFailure(error: .serverError(status: status), retryAfter: retryAfter)
    default:
      throw AttemptFailure(error: .unexpectedStatus(status))
    }
  }

  // MARK: - Body

  /// Why a success response's body cannot be a feed, or `nil` if it may be one: a content type
  /// that is clearly not JSON, an empty body, or one that does not start with `{`.
  static func unusableReason(contentType: String?, body: Data) -> String? {
    if let contentType, let mime = mediaType(contentType), isClearlyNotJSON(mime) {
      return "content type \(mime)"
    }
    var bytes = body[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    guard let first = bytes.first(where: { !isJSONWhitespace($0) }) else { return "empty body" }
    if first == UInt8(ascii: "{") { return nil }
    if first == UInt8(ascii: "<") { return "an HTML or XML page" }
    return "the body is not a JSON object"
  }

  /// The lowercased `type/subtype` of a `Content-Type` value, without parameters.
  static func mediaType(_ contentType: String) -> String? {
    let mime =
      contentType.split(separator: ";", maxSplits: 1).first
      .map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    return mime.isEmpty ? nil : mime
  }

  private static let notJSONPrefixes = ["image/", "audio/", "video/", "font/", "multipart/"]
  private static let notJSONTypes: Set<String> = [
    "text/css", "text/javascript", "application/javascript", "application/pdf",
    "application/zip", "application/gzip",
  ]

  private static func isClearlyNotJSON(_ mime: String) -> Bool {
    if mime.contains("json") { return false }
    return mime.contains("html") || mime.contains("xml") || notJSONTypes.contains(mime)
      || notJSONPrefixes.contains { mime.hasPrefix($0) }
  }

  private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func nonEmpty(_ value: String?) -> String? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    return value
  }
}
