import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why the feed could not be fetched, in terms a person can act on.
public enum MenuAPIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No network connection.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// 401 or 403: the API key was refused.
  case keyRejected(status: Int)
  /// 404: the endpoint does not exist.
  case notFound
  /// 429: too many requests; retry after this many seconds, if the server said.
  case rateLimited(retryAfter: Double?)
  /// 5xx.
  case serverError(status: Int)
  /// Any other status that is not a success.
  case unexpectedStatus(Int)
  /// The body is larger than the client accepts.
  case responseTooLarge(limit: Int)
  /// The body is not a feed (wrong content type, an HTML error page…).
  case unusableBody(reason: String)
  /// Another transport failure (TLS, DNS, connection reset…).
  case transport(reason: String)

  /// Whether trying again soon may succeed.
  var isTransient: Bool {
    switch self {
    case .offline, .timedOut, .rateLimited, .serverError, .transport: return true
    case .keyRejected, .notFound, .unexpectedStatus, .responseTooLarge, .unusableBody: return false
    }
  }

  public var description: String {
    switch self {
    case .offline: return "You appear to be offline. Check your connection and try again."
    case .timedOut: return "The menu server did not answer in time. Try again in a moment."
    case .keyRejected(let status): return "The menu server refused the API key (HTTP \(status))."
    case .notFound: return "The menu was not found on the server (HTTP 404)."
    case .rateLimited(let seconds):
      let wait =
        seconds.map { " Try again in \(Plural.count(Int($0.rounded(.up)), "second", "seconds"))." }
        ?? " Try again later."
      return "The menu server is busy (HTTP 429).\(wait)"
    case .serverError(let status):
      return "The menu server has a problem (HTTP \(status)). Try again later."
    case .unexpectedStatus(let status): return "The menu server answered with HTTP \(status)."
    case .responseTooLarge(let limit):
      return "The menu is larger than \(Plural.count(limit, "byte", "bytes")) and was not loaded."
    case .unusableBody(let reason):
      return "The menu server sent something that is not a menu (\(reason))."
    case .transport(let reason): return "The menu could not be loaded (\(reason))."
    }
  }

  /// A URLSession failure in words, never a number; the system's words follow where the code is
  /// vague (Linux: "unknown" for a failed TLS handshake, "unsupported URL" for non-HTTP answers).
  init(transportError error: Error) {
    let error = error as NSError
    let detail = Self.detail(of: error)
    guard error.domain == NSURLErrorDomain else {
      self = .transport(reason: "an unexpected error (\(error.domain) code \(error.code))\(detail)")
      return
    }
    // Optional, because `URLError.Code(rawValue:)` is failable on Linux only.
    let code: URLError.Code? = URLError.Code(rawValue: error.code)
    let words: String
    switch code {
    case .notConnectedToInternet?, .dataNotAllowed?, .internationalRoamingOff?, .callIsActive?,
      .cannotFindHost?, .dnsLookupFailed?:
      self = .offline
      return
    case .timedOut?:
      self = .timedOut
      return
    case .cancelled?: words = "the request was cancelled"
    case .badURL?: words = "the menu URL is not valid"
    case .cannotConnectToHost?: words = "could not connect to the server"
    case .networkConnectionLost?: words = "the connection was lost"
    case .secureConnectionFailed?: words = "the secure connection failed"
    case .unsupportedURL?:
      words = "the URL is not supported or the server did not answer in HTTP" + detail
    case .unknown? where detail.contains("SSL") || detail.contains("TLS"):
      words = "the secure connection failed" + detail
    case .unknown?: words = "an unknown network error" + detail
    case .httpTooManyRedirects?, .redirectToNonExistentLocation?: words = "a redirect failed"
    case .userAuthenticationRequired?, .userCancelledAuthentication?:
      words = "the server asked for a login"
    case .resourceUnavailable?, .zeroByteResource?, .badServerResponse?, .cannotParseResponse?,
      .cannotDecodeRawData?, .cannotDecodeContentData?, .dataLengthExceedsMaximum?:
      words = "the server's response could not be read"
    case .serverCertificateHasBadDate?, .serverCertificateNotYetValid?,
      .serverCertificateUntrusted?, .serverCertificateHasUnknownRoot?:
      words = "the server's certificate is not valid or not trusted"
    case .clientCertificateRejected?, .clientCertificateRequired?,
      .appTransportSecurityRequiresSecureConnection?, .requestBodyStreamExhausted?,
      .cannotLoadFromNetwork?, .fileDoesNotExist?, .fileIsDirectory?, .noPermissionsToReadFile?,
      .cannotCreateFile?, .cannotOpenFile?, .cannotCloseFile?, .cannotWriteToFile?,
      .cannotRemoveFile?, .cannotMoveFile?, .downloadDecodingFailedMidStream?,
      .downloadDecodingFailedToComplete?, .backgroundSessionRequiresSharedContainer?,
      .backgroundSessionInUseByAnotherProcess?, .backgroundSessionWasDisconnected?:
      words = "the request could not be made from this device"
    default: words = "an unexpected network error (URL error \(error.code))" + detail
    }
    self = .transport(reason: words)
  }

  /// `": "` and the system's description, on one line, unless it is empty or generic.
  private static func detail(of error: NSError) -> String {
    let text = (error.userInfo[NSLocalizedDescriptionKey] as? String ?? "")
      .split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".")))
    let generic = ["the operation could", "an unknown error occurred"]
    guard !text.isEmpty, !generic.contains(where: text.lowercased().hasPrefix) else { return "" }
    return ": " + FeedText.truncate(text, to: 300)
  }
}
