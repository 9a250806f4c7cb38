#if canImport(SwiftUI) && os(iOS)
  import SwiftUI

  /// Something failed: a title, why, and Retry. The menu's failed state and the web view's page
  /// error both use it.
  struct FailureView: View {
    let title: Text
    let message: Text
    /// Read by VoiceOver after the message (the core's full English text, for the menu).
    let messageHint: Text?
    let containerID: String
    let messageID: String?
    let retryID: String
    let retry: () -> Void

    var body: some View {
      VStack(spacing: 16) {
        Image(systemName: "exclamationmark.triangle")
          .font(.largeTitle)
          .foregroundColor(.secondary)
          .accessibilityHidden(true)
        title
          .font(.headline)
          .multilineTextAlignment(.center)
        message
          .foregroundColor(.secondary)
          .multilineTextAlignment(.center)
          .accessibilityHint(messageHint ?? Text(verbatim: ""))
          .accessibilityIdentifier(messageID ?? "")
        Button(action: retry) {
          Text(Strings.retry)
        }
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier(retryID)
      }
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier(containerID)
    }
  }
#endif
