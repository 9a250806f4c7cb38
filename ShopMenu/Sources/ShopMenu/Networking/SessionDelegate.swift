import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of the live client's one `URLSession`: it collects each task's body, found by
/// task identifier, within the size cap, and decides redirects.
///
/// It is the session's delegate, not a task's (`data(for:delegate:)`), because Linux calls only
/// the session's (swift-corelibs-foundation #5187): a task delegate would miss the redirect and
/// the key would go along. Tasks have no completion handler: only then does Apple call a
/// delegate's data methods (`dataTask(with:completionHandler:)`). So both platforms run this.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  typealias Outcome = (response: HTTPURLResponse, body: Data)
  /// The header that carries the API key.
  static let keyHeader = "x-api-key"

  private let limit: Int
  private let lock = NSLock()
  private var transfers: [Int: (done: CheckedContinuation<Outcome, Error>, body: Data)] = [:]

  init(limit: Int) { self.limit = limit }

  /// Runs `request` on `session` (whose delegate this is) to the last byte of the body, or
  /// until `timeout` passes: a request's `timeoutInterval` only bounds idle time (Apple) and
  /// Linux reads it in whole seconds.
  /// - Throws: ``MenuAPIError``, or `CancellationError` when the calling task is cancelled.
  func load(_ request: URLRequest, on session: URLSession, timeout: TimeInterval) async throws
    -> Outcome
  {
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        lock.lock()
        transfers[task.taskIdentifier] = (continuation, Data())
        lock.unlock()
        // A cancellation that came before the line above found nothing to end.
        if Task.isCancelled { return finish(task, .failure(CancellationError())) }
        task.resume()
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [weak self] in
          self?.finish(task, .failure(MenuAPIError.timedOut))
        }
      }
    } onCancel: {
      finish(task, .failure(CancellationError()))
    }
  }

  /// Ends `task`'s transfer, once; a failure also cancels the task.
  private func finish(_ task: URLSessionTask, _ result: Result<Outcome, Error>) {
    lock.lock()
    let transfer = transfers.removeValue(forKey: task.taskIdentifier)
    lock.unlock()
    guard let transfer else { return }
    if case .failure = result { task.cancel() }
    transfer.done.resume(with: result)
  }

  // MARK: - Redirects

  /// The request to follow for a redirect to `proposed`, or `nil` to refuse it (the redirect
  /// response is then the final one): no `https` to `http`, no other scheme, and the key only
  /// for the same scheme, host and port (default ports filled in) as `original`.
  static func follow(_ proposed: URLRequest, from original: URL) -> URLRequest? {
    func origin(_ url: URL) -> [String?] {
      let scheme = url.scheme?.lowercased()
      let port = url.port ?? ["http": 80, "https": 443][scheme ?? ""]
      return [scheme, url.host?.lowercased(), port.map(String.init)]
    }
    guard let target = proposed.url, let scheme = target.scheme?.lowercased(),
      scheme == "https" || (scheme == "http" && original.scheme?.lowercased() != "https")
    else { return nil }
    var request = proposed
    if original.host == nil || origin(original) != origin(target) {
      request.setValue(nil, forHTTPHeaderField: keyHeader)
    }
    return request
  }

  // MARK: - URLSessionDataDelegate

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(task.originalRequest?.url.flatMap { Self.follow(request, from: $0) })
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    guard response.expectedContentLength > Int64(limit) else { return completionHandler(.allow) }
    // Linux ignores `.cancel` (swift-corelibs-foundation #3236); `finish` cancels the task.
    finish(dataTask, .failure(MenuAPIError.responseTooLarge(limit: limit)))
    completionHandler(.cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.lock()
    transfers[dataTask.taskIdentifier]?.body.append(data)
    let tooLarge = (transfers[dataTask.taskIdentifier]?.body.count ?? 0) > limit
    lock.unlock()
    if tooLarge { finish(dataTask, .failure(MenuAPIError.responseTooLarge(limit: limit))) }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    lock.lock()
    let body = transfers[task.taskIdentifier]?.body ?? Data()
    lock.unlock()
    let error = error.map(MenuAPIError.init(transportError:))
    guard let response = task.response as? HTTPURLResponse else {
      let unreadable = MenuAPIError.transport(reason: "the server's response could not be read")
      return finish(task, .failure(error ?? unreadable))
    }
    // A body shorter than its `Content-Length` fails even when the system sees no error.
    let expected = response.expectedContentLength
    switch error {
    case nil where expected > body.count, .transport? where expected > body.count:
      let size = Plural.count(Int(expected), "byte", "bytes")
      let reason = "the response ended early (\(body.count) of \(size))"
      finish(task, .failure(MenuAPIError.transport(reason: reason)))
    case let error?: finish(task, .failure(error))
    case nil: finish(task, .success((response, body)))
    }
  }
}
