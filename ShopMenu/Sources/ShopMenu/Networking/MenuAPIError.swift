import Foundation

/// Why the feed could not be fetched.
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

  /// For logs and the terminal; the app shows its own words.
  public var description: String {
    switch self {
    case .offline: return "offline"
    case .timedOut: return "timed out"
    case .keyRejected(let status): return "HTTP \(status): the API key was refused"
    case .notFound: return "HTTP 404: no menu at this endpoint"
    case .rateLimited(let seconds):
      return "HTTP 429: too many requests" + (seconds.map { ", retry after \($0) s" } ?? "")
    case .serverError(let status): return "HTTP \(status): server error"
    case .unexpectedStatus(let status): return "HTTP \(status)"
    case .transport(let reason): return reason
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
