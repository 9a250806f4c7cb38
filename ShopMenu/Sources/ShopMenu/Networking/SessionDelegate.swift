import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The session's delegate, as Linux ignores a task's (swift-corelibs-foundation #5187). Tasks
/// have no completion handler, or Apple reports no data (`dataTask(with:completionHandler:)`).
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  typealias Outcome = (response: HTTPURLResponse, body: Data)
  static let keyHeader = "x-api-key"
  private let limit: Int
  private let lock = NSLock()
  private var transfers: [Int: (done: CheckedContinuation<Outcome, Error>, body: Data)] = [:]
  init(limit: Int) { self.limit = limit }

  /// Runs `task`, of this delegate's session, to the end of the body or `timeout`; a request's
  /// `timeoutInterval` cannot bound the whole: it bounds only idle time (Apple).
  func load(_ task: URLSessionDataTask, _ timeout: TimeInterval) async throws -> Outcome {
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        lock.lock()
        transfers[task.taskIdentifier] = (continuation, Data())
        lock.unlock()
        // A cancellation before the line above found nothing to end.
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
    if case .failure = result, transfer != nil { task.cancel() }
    transfer?.done.resume(with: result)
  }

  /// `nil` refuses a redirect (to `http` from `https`, or another scheme); the key stays in origin.
  static func follow(_ proposed: URLRequest, from original: URL) -> URLRequest? {
    func origin(_ url: URL) -> String {
      let scheme = url.scheme?.lowercased() ?? ""
      let port = url.port ?? (scheme == "https" ? 443 : 80)
      return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
    guard let target = proposed.url, let scheme = target.scheme?.lowercased(),
      scheme == "https" || (scheme == "http" && original.scheme?.lowercased() != "https")
    else { return nil }
    var request = proposed
    if origin(original) != origin(target) { request.setValue(nil, forHTTPHeaderField: keyHeader) }
    return request
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(task.originalRequest?.url.flatMap { Self.follow(request, from: $0) })
  }

  /// The size cap, against the announced length and the bytes so far.
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    lock.lock()
    transfers[dataTask.taskIdentifier]?.body.append(data)
    let received = Int64(transfers[dataTask.taskIdentifier]?.body.count ?? 0)
    lock.unlock()
    if max(received, dataTask.response?.expectedContentLength ?? 0) > Int64(limit) {
      finish(dataTask, .failure(MenuAPIError.responseTooLarge(limit: limit)))
    }
  }

  /// A body shorter than its `Content-Length` fails even when the system sees no error.
  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    lock.lock()
    let body = transfers[task.taskIdentifier]?.body ?? Data()
    lock.unlock()
    let response = task.response as? HTTPURLResponse
    let expected = response?.expectedContentLength ?? -1
    switch (error.map(MenuAPIError.init(transportError:)), response) {
    case (nil, _) where expected > body.count, (.transport?, _) where expected > body.count:
      let size = "\(body.count) of \(Plural.count(Int(expected), "byte", "bytes"))"
      finish(task, .failure(MenuAPIError.transport(reason: "the response ended early (\(size))")))
    case (let error?, _): finish(task, .failure(error))
    case (nil, let response?): finish(task, .success((response, body)))
    case (nil, nil):
      finish(task, .failure(MenuAPIError(transportError: URLError(.badServerResponse))))
    }
  }
}
