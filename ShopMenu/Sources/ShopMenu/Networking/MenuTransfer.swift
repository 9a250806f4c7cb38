import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One attempt of a live fetch: a data task on a session of its own whose delegate enforces the
/// size cap, the attempt's timeout and the redirect rule (``RedirectGuard``).
///
/// A session delegate is used rather than a per-task one because swift-corelibs-foundation
/// (Linux) ignores the delegate passed to `data(for:delegate:)` for redirects — the key would
/// be sent to the other host — and delivers no data to `URLSessionTask.delegate`. A session
/// delegate gets every callback on both platforms.
final class MenuTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// A completed HTTP exchange.
  struct Outcome {
    var response: HTTPURLResponse
    var body: Data
  }

  private let originalURL: URL
  private let limit: Int
  private let lock = NSLock()
  private var body = Data()
  private var response: HTTPURLResponse?
  private var result: Result<Outcome, Error>?
  private var continuation: CheckedContinuation<Outcome, Error>?
  private var task: URLSessionTask?
  private var timer: DispatchWorkItem?

  private init(originalURL: URL, limit: Int) {
    self.originalURL = originalURL
    self.limit = limit
  }

  // MARK: - Running

  /// Sends `request` and collects the response.
  /// - Throws: ``MenuAPIError`` (transport failures, `timedOut`, `responseTooLarge`) or
  ///   `CancellationError` when the calling task is cancelled.
  static func perform(
    _ request: URLRequest, configuration: URLSessionConfiguration, limit: Int,
    timeout: TimeInterval
  ) async throws -> Outcome {
    guard let url = request.url else { throw MenuAPIError.transport(reason: "no URL") }
    let transfer = MenuTransfer(originalURL: url, limit: limit)
    let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
    defer { session.invalidateAndCancel() }
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        transfer.start(task, continuation: continuation, timeout: timeout)
      }
    } onCancel: {
      transfer.finish(.failure(CancellationError()))
    }
  }

  private func start(
    _ task: URLSessionTask, continuation: CheckedContinuation<Outcome, Error>,
    timeout: TimeInterval
  ) {
    let timer = DispatchWorkItem { [weak self] in self?.finish(.failure(MenuAPIError.timedOut)) }
    lock.lock()
    if let result {
      lock.unlock()
      continuation.resume(with: result)
      return
    }
    self.continuation = continuation
    self.task = task
    self.timer = timer
    lock.unlock()
    task.resume()
    DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout), execute: timer)
  }

  /// Records the attempt's result once; a failure cancels the task.
  private func finish(_ outcome: Result<Outcome, Error>) {
    lock.lock()
    guard result == nil else {
      lock.unlock()
      return
    }
    result = outcome
    let continuation = self.continuation
    let task = self.task
    let timer = self.timer
    self.continuation = nil
    self.timer = nil
    lock.unlock()
    timer?.cancel()
    if case .failure = outcome { task?.cancel() }
    continuation?.resume(with: outcome)
  }

  /// `the response ended early (14 of 100 bytes)`.
  private static func endedEarly(received: Int, expected: Int64) -> String {
    "the response ended early (\(received) of \(Plural.count(Int(expected), "byte", "bytes")))"
  }

  private var isFinished: Bool {
    lock.lock()
    defer { lock.unlock() }
    return result != nil
  }

  // MARK: - URLSessionDataDelegate

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(RedirectGuard.follow(request, from: originalURL))
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    lock.lock()
    self.response = response as? HTTPURLResponse
    lock.unlock()
    if response.expectedContentLength > Int64(limit) {
      // Linux ignores `.cancel` (libcurl cannot pause), so `finish` also cancels the task.
      finish(.failure(MenuAPIError.responseTooLarge(limit: limit)))
      completionHandler(.cancel)
    } else {
      completionHandler(.allow)
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.lock()
    guard result == nil else {
      lock.unlock()
      return
    }
    body.append(data)
    let tooLarge = body.count > limit
    if tooLarge { body = Data() }
    lock.unlock()
    if tooLarge { finish(.failure(MenuAPIError.responseTooLarge(limit: limit))) }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    guard !isFinished else { return }
    lock.lock()
    let response = self.response ?? (task.response as? HTTPURLResponse)
    let body = self.body
    lock.unlock()
    let expected = response?.expectedContentLength ?? -1
    if let error {
      let mapped = MenuAPIError(transportError: error)
      if case .transport = mapped, response != nil, expected > Int64(body.count) {
        let reason = Self.endedEarly(received: body.count, expected: expected)
        finish(.failure(MenuAPIError.transport(reason: reason)))
      } else {
        finish(.failure(mapped))
      }
    } else if let response {
      if expected > Int64(body.count) {
        let reason = Self.endedEarly(received: body.count, expected: expected)
        finish(.failure(MenuAPIError.transport(reason: reason)))
      } else {
        finish(.success(Outcome(response: response, body: body)))
      }
    } else {
      finish(.failure(MenuAPIError.transport(reason: "the server's response could not be read")))
    }
  }
}
