import Foundation

/// Why the feed could not be fetched, in terms a person can act on.
public enum MenuAPIError: Error, Sendable, Hashable, CustomStringConvertible {
  case offline
  case timedOut
  /// 401 or 403: the API key was refused.
  case keyRejected(status: Int)
  /// 404: the endpoint does not exist.
  case notFound
  /// 429: too many requests; the seconds of the server's `Retry-After`, if it sent them.
  case rateLimited(retryAfter: Double?)
  /// 5xx.
  case serverError(status: Int)
  /// Any other status that is not a success, a redirect the client refused included.
  case unexpectedStatus(Int)
  /// Another transport failure, in the system's words where they say more than a code.
  case transport(reason: String)

  static let connectionLost = "the connection was lost"

  /// Whether trying again soon may succeed: offline, a timeout, a 5xx or a lost connection.
  var isTransient: Bool {
    switch self {
    case .offline, .timedOut, .serverError: return true
    case .transport(let reason): return reason.hasPrefix(Self.connectionLost)
    default: return false
    }
  }

  public var description: String {
    switch self {
    case .offline: return "You appear to be offline. Check your connection and try again."
    case .timedOut: return "The menu server did not answer in time. Try again in a moment."
    case .keyRejected(let status): return "The menu server refused the API key (HTTP \(status))."
    case .notFound: return "The menu was not found on the server (HTTP 404)."
    case .rateLimited(let seconds?) where (0..<3600).contains(seconds):
      let wait = Plural.count(Int(seconds.rounded(.up)), "second", "seconds")
      return "The menu server is busy (HTTP 429). Try again in \(wait)."
    case .rateLimited: return "The menu server is busy (HTTP 429). Try again later."
    case .serverError(let status):
      return "The menu server has a problem (HTTP \(status)). Try again later."
    case .unexpectedStatus(let status): return "The menu server answered with HTTP \(status)."
    case .transport(let reason): return "The menu could not be loaded (\(reason))."
    }
  }

  /// A URLSession failure: offline, timed out, or words, the system's where they say more
  /// (Linux reports a failed TLS handshake as "unknown" with libcurl's words).
  init(transportError error: Error) {
    let error = error as NSError
    // The system's words on one line, or none where they only repeat the code.
    let text = error.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".")))
    let generic = ["the operation could", "an unknown error occurred"]
    let words =
      generic.contains(where: text.lowercased().hasPrefix) ? "" : FeedText.truncate(text, to: 300)
    // Optional, because `URLError.Code(rawValue:)` is failable on Linux only.
    let code: URLError.Code? =
      error.domain == NSURLErrorDomain ? URLError.Code(rawValue: error.code) : nil
    switch code {
    case .notConnectedToInternet?, .dataNotAllowed?, .cannotFindHost?, .dnsLookupFailed?:
      self = .offline
    case .timedOut?: self = .timedOut
    case .cancelled?: self = .transport(reason: "the request was cancelled")
    case .networkConnectionLost?: self = .transport(reason: Self.connectionLost)
    case .cannotConnectToHost?: self = .transport(reason: "could not connect to the server")
    case .secureConnectionFailed?,
      .unknown? where words.contains("SSL") || words.contains("TLS"):
      self = .transport(
        reason: "the secure connection failed" + (words.isEmpty ? "" : ": \(words)"))
    default:
      self = .transport(
        reason: words.isEmpty ? "a network error (\(error.domain) \(error.code))" : words)
    }
  }
}
