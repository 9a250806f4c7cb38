import Foundation

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A scripted server behind ``StubURLProtocol``, on a host of its own so tests cannot see each
/// other's requests. Replies are used in order; the last one repeats.
final class StubServer: @unchecked Sendable {
  enum Reply {
    case http(status: Int, headers: [String: String], body: Data)
    case failure(URLError.Code)
    /// No answer: the request is held until its task is cancelled.
    case held(StubHold)
  }

  static let apiKey = APIKey("stub-key-0123456789")

  let host = "stub-\(UUID().uuidString.lowercased()).test"
  var endpoint: URL { URL(string: "https://\(host)/v1/bonprix/navigation")! }

  private let lock = NSLock()
  private var replies: [Reply]
  private var received: [URLRequest] = []

  init(_ replies: [Reply]) {
    self.replies = replies
    StubServer.register(self)
  }

  /// The requests received so far.
  var requests: [URLRequest] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  /// bonprix, pointed at this server, with a test key.
  var shop: ShopConfiguration {
    var shop = ShopConfiguration.bonprix
    shop.navigationEndpoint = endpoint
    shop.apiKey = Self.apiKey
    return shop
  }

  /// A session configuration that routes to the stub.
  var configuration: URLSessionConfiguration {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    return configuration
  }

  /// A live client against this server.
  func client(_ options: MenuClient.Options) -> MenuClient {
    MenuClient.live(shop: shop, configuration: configuration, options: options)
  }

  func nextReply(recording request: URLRequest) -> Reply {
    lock.lock()
    defer { lock.unlock() }
    received.append(request)
    return replies.count > 1 ? replies.removeFirst() : replies[0]
  }

  // MARK: - Registry

  /// Every server made in this process, by host. Servers are few and small; none is removed.
  private final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var servers: [String: StubServer] = [:]

    func add(_ server: StubServer) {
      lock.lock()
      servers[server.host] = server
      lock.unlock()
    }

    func server(host: String) -> StubServer? {
      lock.lock()
      defer { lock.unlock() }
      return servers[host]
    }
  }

  private static let registry = Registry()

  private static func register(_ server: StubServer) { registry.add(server) }

  static func server(for request: URLRequest) -> StubServer? {
    request.url?.host.flatMap { registry.server(host: $0) }
  }
}

// MARK: - Replies

extension StubServer.Reply {
  /// A JSON feed with an optional `ETag`.
  static func feed(_ body: String = #"{"categories":[]}"#, etag: String? = nil) -> Self {
    var headers = ["Content-Type": "application/json; charset=utf-8"]
    headers["ETag"] = etag
    return .http(status: 200, headers: headers, body: Data(body.utf8))
  }

  /// An image with its content type.
  static func image(_ data: Data, type: String = "image/jpeg") -> Self {
    .http(status: 200, headers: ["Content-Type": type], body: data)
  }

  /// A status with an empty JSON body and extra headers.
  static func status(_ status: Int, _ headers: [String: String] = [:]) -> Self {
    let headers = headers.merging(["Content-Type": "application/json"]) { given, _ in given }
    return .http(status: status, headers: headers, body: Data("{}".utf8))
  }
}
