import Foundation
import XCTest

@testable import ShopMenu

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URLProtocol that answers from a ``StubServer``. It only takes effect through a session
/// configuration's `protocolClasses` (`registerClass` is ignored on Linux).
final class StubURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  /// The hold this request waits on, if its reply is ``StubServer/Reply/held(_:)``.
  private var hold: StubHold?
  /// While held, on a loading thread that runs a run loop: looks for the hold's release there.
  private var releaseCheck: Timer?

  override func startLoading() {
    guard let server = StubServer.server(for: request) else {
      client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
      return
    }
    answer(server.nextReply(recording: request), fallbackURL: server.endpoint)
  }

  override func stopLoading() {
    releaseCheck?.invalidate()
    releaseCheck = nil
    hold?.stopped(self)
  }

  /// Whether a held reply is answered on the loading thread itself. The client must be called on
  /// the thread that called `startLoading` (Apple's CustomHTTPProtocol sample records that
  /// thread and its run loop modes for it). Darwin's loading thread runs a run loop: a timer on
  /// it looks for the release every 5 ms and answers from there. Linux calls the protocol from a
  /// dispatch queue with no run loop running, where any thread will do: ``StubHold/release()``
  /// answers it at once.
  var answersOnLoadingThread: Bool { releaseCheck != nil }

  /// Answers this request with `reply` (a held reply answers when its hold is released).
  func answer(_ reply: StubServer.Reply, fallbackURL: URL) {
    switch reply {
    case .http(let status, let headers, let body):
      let url = request.url ?? fallbackURL
      guard
        let response = HTTPURLResponse(
          url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
      else { return }
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      // One piece: Linux keeps only the last piece for a completion handler (swift-corelibs-
      // foundation, `_ProtocolClient.urlProtocol(_:didLoad:)` sets `responseData`).
      client?.urlProtocol(self, didLoad: body)
      client?.urlProtocolDidFinishLoading(self)
    case .failure(let code):
      client?.urlProtocol(self, didFailWithError: URLError(code))
    case .hang:
      break
    case .held(let hold):
      self.hold = hold
      if let runLoop = RunLoop.current.currentMode.map({ _ in RunLoop.current }) {
        // The timer's block is `@Sendable`; it runs on this thread, the only one that uses it.
        let request = UncheckedWeak(self)
        let check = Timer(timeInterval: 0.005, repeats: true) { _ in
          request.value?.answerIfReleased(fallbackURL: fallbackURL)
        }
        runLoop.add(check, forMode: .common)
        releaseCheck = check
      }
      hold.arrived(self, fallbackURL: fallbackURL)
    }
  }

  /// On the loading thread: the held reply, once the hold has been released.
  private func answerIfReleased(fallbackURL: URL) {
    guard let hold, let reply = hold.releasedReply(for: self) else { return }
    releaseCheck?.invalidate()
    releaseCheck = nil
    answer(reply, fallbackURL: fallbackURL)
  }
}

/// A weak reference handed to a `@Sendable` closure that runs on the thread that made it.
private final class UncheckedWeak<Value: AnyObject>: @unchecked Sendable {
  weak var value: Value?
  init(_ value: Value) { self.value = value }
}

/// A scripted server behind ``StubURLProtocol``, on a host of its own so tests cannot see each
/// other's requests. Replies are used in order; the last one repeats.
final class StubServer: @unchecked Sendable {
  enum Reply {
    case http(status: Int, headers: [String: String], body: Data)
    case failure(URLError.Code)
    case hang
    /// Waits until the hold is released, then answers with its reply.
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

  fileprivate func nextReply(recording request: URLRequest) -> Reply {
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

  fileprivate static func server(for request: URLRequest) -> StubServer? {
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
