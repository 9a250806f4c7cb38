// Must fail: the @objc name leaves out defaultText:, so it is not the WKUIDelegate requirement's
// selector (webView:runJavaScriptTextInputPanelWithPrompt:defaultText:initiatedByFrame:
// completionHandler:).
import WebKit

final class CanaryFails: NSObject, WKUIDelegate {
  @objc(webView:runJavaScriptTextInputPanelWithPrompt:initiatedByFrame:completionHandler:)
  func webView(
    _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String,
    defaultText: String?, initiatedByFrame frame: WKFrameInfo,
    completionHandler: @escaping (String?) -> Void
  ) { completionHandler(nil) }
}
